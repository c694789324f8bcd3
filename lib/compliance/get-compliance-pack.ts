import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/core/errors";
import { storage } from "@/lib/storage";
import { requireCompliancePacks, visiblePacks } from "./access";
import { PACK_EXPIRED } from "./limits";
import { packInclude, toPackDto } from "./pack-dto";

async function findPack(ctx: AuthedCtx, id: string) {
  requireCompliancePacks(ctx);
  const pack = await db().compliancePack.findFirst({
    where: { AND: [visiblePacks(ctx), { id }] },
    include: packInclude,
  });
  if (!pack) throw notFound("Compliance pack not found");
  return pack;
}

/** GET /compliance-packs/{id}: status and progress (the page polls it while the job runs). */
export async function getCompliancePack(ctx: AuthedCtx, id: string) {
  return toPackDto(await findPack(ctx, id));
}

/**
 * GET /compliance-packs/{id}/download: the caller's rights are checked now, then a signed link
 * valid 5 minutes (the files route, or S3's presigned URL) to the stored PDF, or to the same
 * content as JSON (packs built before packs had one have none: 409).
 */
export async function compliancePackDownload(ctx: AuthedCtx, id: string, format: "pdf" | "json" = "pdf") {
  const pack = await findPack(ctx, id);
  if (pack.status === "EXPIRED") throw conflict({ global: [PACK_EXPIRED] });
  if (pack.status !== "DONE" || !pack.storageKey) throw conflict({ global: ["This compliance pack is not ready yet"] });
  const dto = toPackDto(pack);
  if (format === "json" && !pack.jsonKey) {
    throw conflict({
      global: ["This compliance pack was built before packs had a JSON file. Please create it again."],
    });
  }
  const [key, filename, contentType] =
    format === "json"
      ? [pack.jsonKey!, dto.fileName.replace(/\.pdf$/, ".json"), "application/json"]
      : [pack.storageKey, dto.fileName, "application/pdf"];
  const url = await (await storage()).signedUrl(key, { filename, contentType, disposition: "attachment" });
  return { url };
}
