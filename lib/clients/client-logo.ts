import { recordAudit } from "@/lib/audit/record-audit";
import { requireClientManagement } from "./access";
import { clientEntry } from "./audit";
import { randomUUID } from "node:crypto";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/core/errors";
import { storage } from "@/lib/storage";
import { forgetClientCache } from "@/lib/tenant/resolve-client";

/** Logos are shown on every page and in emails: small raster images only. */
export const LOGO_MAX_BYTES = 512 * 1024;

/**
 * The image type by content (magic bytes), never by file name. SVG is refused: it can carry
 * script, and a logo is served from our own origin.
 */
export function imageType(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | "image/gif" | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.slice(0, 4)) === "RIFF" &&
    String.fromCharCode(...b.slice(8, 12)) === "WEBP"
  )
    return "image/webp";
  if (b.length >= 6 && String.fromCharCode(...b.slice(0, 4)) === "GIF8") return "image/gif";
  return null;
}

/** The logo's image type, or the 422 the form shows under the field. */
export function assertValidLogo(bytes: Uint8Array): NonNullable<ReturnType<typeof imageType>> {
  if (bytes.byteLength > LOGO_MAX_BYTES)
    throw new AppError("INVALID", { logo: ["The logo must be 512 KB or smaller"] });
  const type = imageType(bytes);
  if (!type) throw new AppError("INVALID", { logo: ["The logo must be a PNG, JPEG, WebP or GIF image"] });
  return type;
}

/** Manage clients: a system admin sets (or with null removes) a client's logo. */
export async function setClientLogo(ctx: AuthedCtx, clientId: string, bytes: Uint8Array | null): Promise<string> {
  requireClientManagement(ctx);
  const client = await db().client.findUnique({ where: { id: clientId } });
  if (!client) throw notFound("Client not found");
  let logoKey: string | null = null;
  if (bytes) {
    const type = assertValidLogo(bytes);
    logoKey = `${client.id}/logo-${randomUUID()}`;
    await (await storage()).put(logoKey, bytes, type);
  }
  await db().$transaction(async (tx) => {
    await tx.client.update({ where: { id: client.id }, data: { logoKey } });
    await recordAudit(
      tx,
      ctx,
      clientEntry(logoKey ? "client.logo" : "client.logo.remove", client, { clientId: client.id }),
    );
  });
  if (client.logoKey) await (await storage()).delete(client.logoKey);
  await forgetClientCache();
  return logoKey ? `The logo of ${client.name} has been saved` : `The logo of ${client.name} has been removed`;
}

/** The current client's logo bytes and type, or null. */
export async function readClientLogo(logoKey: string | null): Promise<{ bytes: Uint8Array; type: string } | null> {
  if (!logoKey) return null;
  const bytes = await (await storage()).get(logoKey);
  const type = bytes && imageType(bytes);
  return bytes && type ? { bytes, type } : null;
}
