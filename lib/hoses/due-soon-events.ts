import "server-only";
import { addDaysUtc, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import { scheduleJob } from "@/lib/jobs/schedule";
import { DUE_SOON_DAYS } from "./schedule";

export const DUE_SOON_JOB = "hose-due-soon";
/** Once a day, early (UTC), before people plan the day's work. */
export const DUE_SOON_CRON = "15 5 * * *";

type Claimed = { hoseId: string; kind: "inspection" | "replacement"; dueDate: Date };

/**
 * The daily `hose.due_soon` webhook events: each active hose whose next inspection falls due
 * within DUE_SOON_DAYS (the window the lists call 'due soon'), or whose replacement warning
 * window (the organisation's warning months before the replacement date) has begun. Once per
 * hose, kind and due date: the claim row is inserted first (ON CONFLICT DO NOTHING) and only
 * what this run inserted is emitted, so a second run, a second replica, or tomorrow's run sends
 * nothing again; a new due date (after an inspection or a policy change) is a new event. Dates
 * already past are not sent (a hose overdue for months is not news). Answers how many it sent.
 */
export async function emitDueSoonEvents(today = todayDate()): Promise<number> {
  const horizon = addDaysUtc(today, DUE_SOON_DAYS);
  const claimed = await db().$queryRaw<Claimed[]>`
    INSERT INTO "HoseDueSoonEvent" ("hoseId", "kind", "dueDate")
    SELECT h."id", 'inspection', h."nextInspectionDate" FROM "Hose" h
     WHERE h."deletedAt" IS NULL AND h."nextInspectionDate" BETWEEN ${toIsoDate(today)}::date AND ${toIsoDate(horizon)}::date
    UNION ALL
    SELECT h."id", 'replacement', h."replacementDate" FROM "Hose" h
     WHERE h."deletedAt" IS NULL AND h."replacementWarningDate" <= ${toIsoDate(today)}::date AND h."replacementDate" >= ${toIsoDate(today)}::date
    ON CONFLICT DO NOTHING
    RETURNING "hoseId", "kind", "dueDate"`;
  if (claimed.length === 0) return 0;
  const hoses = await db().hose.findMany({
    where: { id: { in: [...new Set(claimed.map((c) => c.hoseId))] } },
    select: {
      id: true,
      clientId: true,
      tagId: true,
      name: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
    },
  });
  const byId = new Map(hoses.map((h) => [h.id, h]));
  for (const c of claimed) {
    const hose = byId.get(c.hoseId);
    if (!hose) continue;
    await emitWebhookEvent({
      clientId: hose.clientId,
      organisationIds: [hose.customerOrganisationId, hose.distributorOrganisationId],
      type: "hose.due_soon",
      data: {
        hoseId: hose.id,
        tagId: hose.tagId,
        hoseName: hose.name,
        customerOrganisationId: hose.customerOrganisationId,
        kind: c.kind,
        dueDate: toIsoDate(c.dueDate),
      },
    });
  }
  return claimed.length;
}

/** Registered by every server at boot (instrumentation.ts); pg-boss runs each day's tick once. */
export async function startDueSoonSchedule(): Promise<void> {
  await scheduleJob(DUE_SOON_JOB, DUE_SOON_CRON, async () => {
    const sent = await emitDueSoonEvents();
    if (sent > 0) console.info(`[webhooks] ${sent} hose.due_soon events`);
  });
}
