import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import { requireSystemAdmin } from "./access";
import { batchDistributor } from "./batch-rows";
import { listSome, readTagFile } from "./tag-file";

/**
 * POST /tag-upload (system admins): a new batch named `batchName` holding every tag id of the
 * file, in one transaction with one set-based insert (INSERT ... SELECT FROM unnest), so
 * 100,000 tags are one statement. The batch is allocated to `distributorId` (a distributor of
 * this client; absent: not allocated yet). Tag ids are unique within the client: if any is
 * already one of its tags, nothing is added and the error names some of them (maxChecks).
 * Other clients' tags are never looked at.
 */
export async function uploadTags(
  ctx: AuthedCtx,
  input: { file: File | null; batchName: string; maxChecks: number; distributorId?: string | null },
) {
  requireSystemAdmin(ctx);
  const codes = await readTagFile(input.file, input.maxChecks);
  const distributorId = await batchDistributor(ctx, input.distributorId ?? null);
  return db().$transaction(
    async (tx) => {
      const batch = await tx.tagBatch.create({
        data: { clientId: ctx.client.id, name: input.batchName, userId: ctx.user.id, distributorId },
        select: { id: true },
      });
      const count = await tx.$executeRaw`
        INSERT INTO "Tag" (id, "clientId", "batchId", code)
        SELECT gen_random_uuid(), ${ctx.client.id}::uuid, ${batch.id}::uuid, code FROM unnest(${codes}::text[]) AS code
        ON CONFLICT ("clientId", code) DO NOTHING`;
      if (count !== codes.length) {
        // Some were known already: name them, and roll the batch back.
        const known = await tx.$queryRaw<Array<{ code: string }>>`
          SELECT code FROM "Tag" WHERE "clientId" = ${ctx.client.id}::uuid AND code = ANY(${codes}::text[]) AND "batchId" <> ${batch.id}::uuid ORDER BY code LIMIT ${input.maxChecks}`;
        const total = codes.length - count;
        throw new AppError("CONFLICT", {
          file: [
            `These tag ids are already in the system: ${listSome(
              known.map((k) => k.code),
              total,
              input.maxChecks,
            )}`,
          ],
        });
      }
      await recordAudit(tx, ctx, {
        action: "tags.upload",
        entity: "Tag",
        entityId: batch.id,
        label: input.batchName,
        organisationId: null,
        data: { count, distributorId },
      });
      return { count, batchId: batch.id };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
