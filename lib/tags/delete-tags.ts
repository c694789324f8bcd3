import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { requireSystemAdmin } from "./access";
import type { TagDeleteResult } from "./schemas";
import { readTagFile } from "./tag-file";

const IN_USE_LISTED = 1000;

/**
 * POST /tag-delete (system admins): removes the file's tags of this client that no hose
 * carries, in one set-based statement. Tags in use stay and are listed; ids this client does
 * not have (unknown, or another client's) are counted and left alone.
 */
export async function deleteTags(
  ctx: AuthedCtx,
  input: { file: File | null; maxChecks: number },
): Promise<TagDeleteResult> {
  requireSystemAdmin(ctx);
  const codes = await readTagFile(input.file, input.maxChecks);
  const clientId = ctx.client.id;
  return db().$transaction(
    async (tx) => {
      const inUse = await tx.$queryRaw<Array<{ code: string }>>`
        SELECT t.code FROM "Tag" t
        WHERE t."clientId" = ${clientId}::uuid AND t.code = ANY(${codes}::text[]) AND EXISTS (SELECT 1 FROM "Hose" h WHERE h."clientId" = t."clientId" AND h."tagId" = t.code)
        ORDER BY t.code FOR UPDATE`;
      const count = await tx.$executeRaw`
        DELETE FROM "Tag" t
        WHERE t."clientId" = ${clientId}::uuid AND t.code = ANY(${codes}::text[]) AND NOT EXISTS (SELECT 1 FROM "Hose" h WHERE h."clientId" = t."clientId" AND h."tagId" = t.code)`;
      await recordAudit(tx, ctx, {
        action: "tags.delete",
        entity: "Tag",
        entityId: null,
        label: `${count} tags deleted`,
        organisationId: null,
        data: { count, inUse: inUse.length, listed: codes.length },
      });
      return {
        count,
        inUse: inUse.slice(0, IN_USE_LISTED).map((r) => r.code),
        inUseCount: inUse.length,
        notFound: codes.length - count - inUse.length,
      };
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}
