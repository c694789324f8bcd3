import { z } from "zod";
import { runExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";

/**
 * GET /api/v1/exports/{token}: the CSV (or JSON) file behind an export URL (the token is the credential),
 * streamed as it is read from the database. UTF-8 with a BOM so spreadsheet programs read the
 * names correctly.
 */
export const GET = route(
  { auth: "public", params: z.object({ token: z.string().max(4000) }) },
  async ({ client, params }) => {
    const { filename, contentType, body } = await runExport(client, params.token);
    return new Response(body, {
      headers: {
        "content-type": contentType,
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
