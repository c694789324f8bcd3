import type { AuthedCtx } from "@/lib/core/ctx";
import { conflict, notFound } from "@/lib/core/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { assertTagAllowed } from "@/lib/tags/tag-rules";
import { requireHoseChanges, visibleHoses } from "./access";
import { hoseEntry } from "./audit";
import { ARCHIVED, assertTagFree, customerFor, tagStaysFree } from "./hose-checks";
import { tagFittedMessage } from "./messages";
import type { FitTagInput } from "./schemas";

/**
 * A scanned tag that no hose carries, fitted to a hose already in the portal (a new tag on a
 * hose whose tag was lost, or a hose recorded before it was tagged). The same rules as saving the
 * hose with that tag: who may change the hose, the tag free in the client and usable by the
 * hose's customer; the change is audited like an edit.
 */
export async function fitHoseTag(ctx: AuthedCtx, input: FitTagInput): Promise<{ id: string; message: string }> {
  requireHoseChanges(ctx);
  const existing = await db().hose.findFirst({ where: { AND: [visibleHoses(ctx), { id: input.hoseId }] } });
  if (!existing) throw notFound("Hose not found");
  if (existing.deletedAt) throw conflict({ global: [ARCHIVED] });
  const customer = await customerFor(ctx, existing.customerOrganisationId);
  await assertTagFree(ctx, input.tagId, existing.id);
  await assertTagAllowed(ctx, customer, input.tagId, existing.tagId);
  const row = await tagStaysFree(() =>
    db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Hose" WHERE "id" = ${existing.id}::uuid FOR UPDATE`;
      const before = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
      const { count } = await tx.hose.updateMany({
        where: { id: existing.id, clientId: ctx.client.id, deletedAt: null },
        data: { tagId: input.tagId },
      });
      if (count === 0) throw conflict({ global: [ARCHIVED] });
      const after = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
      await recordAudit(tx, ctx, hoseEntry("hose.update", after, { before, after }));
      return after;
    }),
  );
  return { id: row.id, message: tagFittedMessage(input.tagId, row.name ?? row.tagId ?? "the hose") };
}
