import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import { inspectionChecklist } from "@/lib/checklists/inspection-checklist";
import { prepareAttestation } from "@/lib/inspections/attest-inspection";
import { recordHoseFailure, sendHoseFailureEmails, type HoseFailurePlan } from "@/lib/notifications/notify";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import { requireHoseChanges, visibleHoses } from "./access";
import { hoseEntry } from "./audit";
import { FUTURE_INSPECTION } from "./inspection-input";
import { inspectionNotice, inspectionOutcome } from "./inspection-notice";
import { recordHoseEvent } from "./record-event";
import { policyLayersFor } from "./policy-layers";
import { currentStatus, hoseSchedule } from "./schedule";
import { statusChip } from "./status-text";
import type { HoseMetaCreateInput, RecordedMeta } from "./schemas";

export const BEFORE_INSTALLATION = "The inspection date cannot be before the hose was installed";

type Options = {
  today?: Date;
  /** Runs inside the write's transaction with what was recorded (the Idempotency-Key answer). */
  within?: (tx: Prisma.TransactionClient, meta: RecordedMeta) => Promise<void>;
};

/**
 * POST /hoseMeta (the mobile app) and the hose page: an inspection or a note on a hose the
 * caller may change. An inspection updates the hose's last inspection, status and due dates in
 * the same transaction, with the hose row locked so two inspections cannot interleave. A
 * back-dated inspection (older than the hose's latest) joins the timeline without changing the
 * hose's state, so the hose follows its newest inspection whatever order they arrive in (the
 * phone's offline queue). An inspection dated before the hose's installation is refused. An
 * uninstalled hose may be inspected (before first use is normal practice): the inspection joins
 * its history and the hose stays Uninstalled, with no due date, until it is installed. The
 * answer's notice says what the hose now reads when that is not the result.
 */
export async function recordHoseMeta(
  ctx: AuthedCtx,
  input: HoseMetaCreateInput,
  { today = todayDate(), within }: Options = {},
): Promise<RecordedMeta> {
  requireHoseChanges(ctx);
  const hose = await db().hose.findFirst({
    where: { AND: [visibleHoses(ctx), { id: input.hoseId }] },
    select: {
      id: true,
      name: true,
      tagId: true,
      deletedAt: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
    },
  });
  if (!hose) throw notFound("Hose not found");
  if (hose.deletedAt) throw conflict({ global: ["This hose is archived and can no longer be changed"] });
  const label = hose.name ?? hose.tagId ?? "the hose";
  const inspectorName = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();

  // An extraordinary event without an inspection: recorded, and an inspection is due at once.
  if (input.inspectionResult === null && input.inspectionType === "extraordinary")
    return recordHoseEvent(ctx, hose, input, { today, within });

  if (input.inspectionResult === null) {
    const meta = await db().$transaction(async (tx) => {
      const row = await tx.hoseMeta.create({
        data: { clientId: ctx.client.id, hoseId: hose.id, kind: "NOTE", userId: ctx.user.id, notes: input.notes },
        select: { id: true },
      });
      await recordAudit(tx, ctx, hoseEntry("hose.note", hose, { data: { metaId: row.id, notes: input.notes } }));
      const recorded: RecordedMeta = { id: row.id, hoseId: hose.id, kind: "NOTE", message: "Note added" };
      await within?.(tx, recorded);
      return recorded;
    });
    return meta;
  }

  const inspectionDate = input.inspectionDate ?? today;
  if (inspectionDate.getTime() > today.getTime())
    throw new AppError("INVALID", { inspectionDate: [FUTURE_INSPECTION] });
  const result = input.inspectionResult;
  let failure: HoseFailurePlan | null = null;
  let statusChange: { from: number; to: number } | null = null;
  // The customer's rules on competence and signatures (lib/inspections/attest-inspection.ts).
  const attestation = await prepareAttestation(ctx, hose.customerOrganisationId, inspectionDate, input);

  const meta = await db().$transaction(async (tx) => {
    await tx.$queryRaw(Prisma.sql`SELECT 1 FROM "Hose" WHERE "id" = ${hose.id}::uuid FOR UPDATE`);
    const current = await tx.hose.findUniqueOrThrow({ where: { id: hose.id }, include: { customer: true } });
    if (current.deletedAt) throw conflict({ global: ["This hose is archived and can no longer be changed"] });
    if (current.installationDate && inspectionDate.getTime() < current.installationDate.getTime()) {
      throw new AppError("INVALID", { inspectionDate: [BEFORE_INSTALLATION] });
    }
    const latest =
      current.lastInspectionDate === null || inspectionDate.getTime() >= current.lastInspectionDate.getTime();
    const facts = {
      organisationZoneId: current.organisationZoneId,
      installationDate: current.installationDate,
      lastInspectionDate: latest ? inspectionDate : current.lastInspectionDate,
      lastInspectionResult: latest ? result : current.lastInspectionResult,
      hoseInspectionMonths: current.hoseInspectionMonths,
      hoseReplacementMonths: current.hoseReplacementMonths,
      buildDate: current.buildDate,
    };
    const schedule = hoseSchedule(current.customer, facts, await policyLayersFor(tx, ctx.client.id, current));
    // The type, reason and checklist answers (the result must follow the answers).
    const checklist = await inspectionChecklist(tx, ctx, current.customer, { ...input, inspectionResult: result });
    const row = await tx.hoseMeta.create({
      data: {
        clientId: ctx.client.id,
        hoseId: hose.id,
        kind: "INSPECTION",
        userId: ctx.user.id,
        inspectionResult: result,
        inspectionName: inspectorName,
        inspectionDate,
        nextInspectionDate: latest ? schedule.nextInspectionDate : null,
        notes: input.notes,
        inspectionType: input.inspectionType ?? "periodic",
        extraordinaryReason: input.extraordinaryReason ?? null,
        extraordinaryReasonText: input.extraordinaryReason === "other" ? (input.extraordinaryReasonText ?? null) : null,
        checklistId: checklist.checklistId,
        checklistResults: checklist.checklistResults ?? Prisma.DbNull,
      },
      select: { id: true },
    });
    await attestation?.save(tx, row.id);
    let after: Record<string, unknown> = current;
    if (latest && schedule.status !== current.status) statusChange = { from: current.status, to: schedule.status };
    if (latest) {
      after = await tx.hose.update({
        where: { id: hose.id },
        data: {
          ...schedule,
          lastInspectionDate: inspectionDate,
          lastInspectionResult: result,
          lastInspectionName: inspectorName,
        },
      });
    }
    // The hose fields the inspection moved (status, last and next inspection) as before/after.
    await recordAudit(
      tx,
      ctx,
      hoseEntry("hose.inspect", current, {
        before: current,
        after,
        data: {
          metaId: row.id,
          result,
          inspectionDate: toIsoDate(inspectionDate),
          inspector: inspectorName,
          type: input.inspectionType ?? "periodic",
          ...(checklist.checklistId ? { checklistId: checklist.checklistId } : {}),
        },
      }),
    );
    // What the hose reads now, which is not always the result (lib/hoses/inspection-notice.ts).
    const stored = latest ? schedule : current;
    const outcome = inspectionOutcome({
      hose: label,
      result,
      latest,
      storedStatus: stored.status,
      shownStatus: currentStatus(stored, today),
      replacementDate: stored.replacementDate,
      latestDate: current.lastInspectionDate,
    });
    const recorded: RecordedMeta = {
      id: row.id,
      hoseId: hose.id,
      kind: "INSPECTION",
      message: inspectionNotice(outcome),
    };
    // A hose this inspection moves to Replace: the people who look after it are told at once
    // (lib/notifications). A back-dated Replace older than the hose's latest inspection is not.
    if (result === 2 && latest)
      failure = await recordHoseFailure(tx, ctx.client, {
        kind: "REPLACE",
        hoseId: hose.id,
        hoseMetaId: row.id,
        actorUserId: ctx.user.id,
        actorName: inspectorName,
        inspectionDate,
        notes: input.notes,
      });
    await within?.(tx, recorded);
    return recorded;
  });
  await sendHoseFailureEmails(failure);
  await emitInspectionEvents(ctx, hose, meta.id, { result, inspectionDate, inspectorName }, statusChange);
  return meta;
}

/**
 * The webhooks of the hose's customer and of its distributor hear of the inspection, and of the
 * status it moved the hose to (after the write committed).
 */
async function emitInspectionEvents(
  ctx: AuthedCtx,
  hose: {
    id: string;
    name: string | null;
    tagId: string | null;
    customerOrganisationId: string;
    distributorOrganisationId: string | null;
  },
  inspectionId: string,
  facts: { result: number; inspectionDate: Date; inspectorName: string },
  statusChange: { from: number; to: number } | null,
): Promise<void> {
  const base = {
    clientId: ctx.client.id,
    organisationIds: [hose.customerOrganisationId, hose.distributorOrganisationId],
  };
  const about = {
    hoseId: hose.id,
    tagId: hose.tagId,
    hoseName: hose.name,
    customerOrganisationId: hose.customerOrganisationId,
  };
  await emitWebhookEvent({
    ...base,
    type: "inspection.recorded",
    data: {
      inspectionId,
      ...about,
      result: facts.result,
      resultLabel: statusChip(facts.result).label,
      inspectionDate: toIsoDate(facts.inspectionDate),
      inspector: facts.inspectorName,
    },
  });
  if (statusChange)
    await emitWebhookEvent({
      ...base,
      type: "hose.status_changed",
      data: { ...about, ...statusChange, toLabel: statusChip(statusChange.to).label },
    });
}
