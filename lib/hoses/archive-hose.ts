import type { AuthedCtx } from "@/lib/core/ctx";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/core/errors";
import { requireHoseChanges, visibleHoses } from "./access";
import { hoseEntry } from "./audit";
import type { HoseArchiveInput } from "./schemas";

/**
 * HoseDelete (SPEC §4 "active to archived; irreversible"): the hose leaves the lists and
 * counts, keeps its history, and its archive note joins the timeline. Its tag stays on it:
 * an archived hose still answers a scan of its tag. The reason (lib/hoses/retirement.ts) is
 * kept on the hose for the service-life analytics.
 */
export async function archiveHose(ctx: AuthedCtx, id: string, input: HoseArchiveInput): Promise<string> {
  const notes = input.notes;
  const retirementReason = input.retirementReason ?? null;
  requireHoseChanges(ctx);
  const hose = await db().hose.findFirst({
    where: { AND: [visibleHoses(ctx), { id }] },
    select: { id: true, name: true, tagId: true, deletedAt: true, customerOrganisationId: true },
  });
  if (!hose) throw notFound("Hose not found");
  if (hose.deletedAt) throw conflict({ global: ["This hose is already archived"] });
  await db().$transaction(async (tx) => {
    const { count } = await tx.hose.updateMany({
      where: { id: hose.id, clientId: ctx.client.id, deletedAt: null },
      data: { deletedAt: new Date(), deletedUserId: ctx.user.id, retirementReason },
    });
    if (count === 0) throw conflict({ global: ["This hose is already archived"] });
    await tx.hoseMeta.create({
      data: { clientId: ctx.client.id, hoseId: hose.id, kind: "ARCHIVE", userId: ctx.user.id, notes: notes ?? null },
    });
    await recordAudit(tx, ctx, hoseEntry("hose.archive", hose, { data: { notes: notes ?? null, retirementReason } }));
  });
  return `${hose.name ?? hose.tagId ?? "The hose"} has been archived`;
}
