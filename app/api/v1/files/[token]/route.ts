import { z } from "zod";
import { notFound } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { contentDisposition, storage } from "@/lib/storage";
import { verifyFileLink } from "@/lib/storage/local-link";

/**
 * GET /api/v1/files/{token}: the local storage driver's signed download link (the S3 driver
 * answers with presigned S3 URLs instead). The token is the credential, as with a presigned
 * URL: signature, expiry, and the key must belong to this hostname's client.
 */
export const GET = route(
  { auth: "public", params: z.object({ token: z.string().max(4000) }) },
  async ({ client, params }) => {
    const link = await verifyFileLink(params.token);
    if (!link || !link.key.startsWith(`${client.id}/`)) throw notFound("This link has expired or is not valid");
    const bytes = await (await storage()).get(link.key);
    if (!bytes) throw notFound("This link has expired or is not valid");
    return new Response(Buffer.from(bytes), {
      headers: {
        "content-type": link.contentType,
        "content-length": String(bytes.byteLength),
        "content-disposition": contentDisposition(link.disposition, link.filename),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
