import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/core/errors";
import { hoseEntry } from "./audit";
import type { HoseMetaCreateInput, RecordedMeta } from "./schemas";

export const EVENT_RECORDED = "Extraordinary event recorded: an inspection is due now";

type Hose = { id: string; name: string | null; tagId: string | null; customerOrganisationId: string };

/**
 * An extraordinary event (an accident, a relocation, a long idle period, overpressure...)
 * recorded on a hose without an inspection. The hose's next inspection becomes due today, so it
 * shows as due in every list until someone inspects it; the next inspection then sets the
 * schedule again. An uninstalled hose has no due date and keeps none (it is inspected before use).
 */
export async function recordHoseEvent(
  ctx: AuthedCtx,
  hose: Hose,
  input: HoseMetaCreateInput,
  { today, within }: { today: Date; within?: (tx: Prisma.TransactionClient, meta: RecordedMeta) => Promise<void> },
): Promise<RecordedMeta> {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Hose" WHERE "id" = ${hose.id}::uuid FOR UPDATE`);
    const current = await tx.hose.findUniqueOrThrow({ where: { id: hose.id } });
    if (current.deletedAt) throw conflict({ global: ["This hose is archived and can no longer be changed"] });
    const reasonText = input.extraordinaryReason === "other" ? (input.extraordinaryReasonText ?? null) : null;
    const row = await tx.hoseMeta.create({
      data: {
        clientId: ctx.client.id,
        hoseId: hose.id,
        kind: "EVENT",
        userId: ctx.user.id,
        notes: input.notes,
        inspectionType: "extraordinary",
        extraordinaryReason: input.extraordinaryReason ?? "other",
        extraordinaryReasonText: reasonText,
      },
      select: { id: true },
    });
    let after: Record<string, unknown> = current;
    if (current.organisationZoneId)
      after = await tx.hose.update({ where: { id: hose.id }, data: { nextInspectionDate: today } });
    await recordAudit(
      tx,
      ctx,
      hoseEntry("hose.event", hose, {
        before: current,
        after,
        data: {
          metaId: row.id,
          reason: input.extraordinaryReason ?? "other",
          ...(reasonText ? { reasonText } : {}),
          dueFrom: toIsoDate(today),
        },
      }),
    );
    const recorded: RecordedMeta = { id: row.id, hoseId: hose.id, kind: "EVENT", message: EVENT_RECORDED };
    await within?.(tx, recorded);
    return recorded;
  });
}
