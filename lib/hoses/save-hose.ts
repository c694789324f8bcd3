import type { AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { AppError, conflict, notFound, type ErrorBody } from "@/lib/core/errors";
import { fieldLevels } from "./field-levels";
import { assertHoseQuota } from "@/lib/quotas/quotas";
import { assertTagAllowed } from "@/lib/tags/tag-rules";
import { inClient } from "@/lib/core/scope";
import { requireHoseChanges, visibleHoses } from "./access";
import { ARCHIVED, assertTagFree, customerFor, tagStaysFree, type Customer } from "./hose-checks";
import { hoseEntry } from "./audit";
import { policyLayersFor } from "./policy-layers";
import { hoseSchedule } from "./schedule";
import type { HoseSaveInput, HoseUpdateInput } from "./schemas";

/** HoseAdd (SPEC §2.5): a new tagged hose for a customer the caller manages. */
export async function createHose(
  ctx: AuthedCtx,
  input: HoseSaveInput,
  today = todayDate(),
): Promise<{ id: string; name: string }> {
  requireHoseChanges(ctx);
  const customer = await customerFor(ctx, input.customerOrganisationId);
  const data = await checkedData(ctx, customer, input, null, today);
  await assertTagFree(ctx, input.tagId, null);
  await assertHoseQuota(ctx, customer.id);
  await assertTagAllowed(ctx, customer, input.tagId);
  const hose = await tagStaysFree(() =>
    db().$transaction(async (tx) => {
      const row = await tx.hose.create({
        data: {
          ...data,
          clientId: ctx.client.id,
          customerOrganisationId: customer.id,
          distributorOrganisationId: customer.distributorId,
          buildUserId: ctx.user.id,
          installationUserId: data.organisationZoneId ? ctx.user.id : null,
        },
      });
      await recordAudit(tx, ctx, hoseEntry("hose.create", row, { before: null, after: row }));
      return row;
    }),
  );
  return { id: hose.id, name: hose.name ?? hose.tagId ?? "Hose" };
}

/**
 * HoseEdit: the same rules; a hose stays with its customer, and an archived hose is read-only.
 * Status and dates are recomputed from the hose's last inspection in the same transaction.
 */
export async function updateHose(
  ctx: AuthedCtx,
  input: HoseUpdateInput,
  today = todayDate(),
): Promise<{ id: string; name: string }> {
  requireHoseChanges(ctx);
  const existing = await db().hose.findFirst({ where: { AND: [visibleHoses(ctx), { id: input.id }] } });
  if (!existing) throw notFound("Hose not found");
  if (existing.deletedAt) throw conflict({ global: [ARCHIVED] });
  if (existing.customerOrganisationId !== input.customerOrganisationId) {
    throw new AppError("INVALID", { customerOrganisationId: ["A hose cannot move to another customer"] });
  }
  const customer = await customerFor(ctx, existing.customerOrganisationId);
  const data = await checkedData(ctx, customer, input, existing, today);
  await assertTagFree(ctx, input.tagId, existing.id);
  await assertTagAllowed(ctx, customer, input.tagId, existing.tagId);
  const installedNow = data.organisationZoneId !== null && existing.organisationZoneId === null;
  const row = await tagStaysFree(() =>
    db().$transaction(async (tx) => {
      // The row as this edit replaces it (locked: a concurrent edit cannot slip between the
      // "before" the trail records and the update).
      await tx.$queryRaw`SELECT 1 FROM "Hose" WHERE "id" = ${existing.id}::uuid FOR UPDATE`;
      const before = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
      // Guarded by deletedAt: an archive that raced this edit wins, and the edit changes nothing.
      const { count } = await tx.hose.updateMany({
        where: { id: existing.id, clientId: ctx.client.id, deletedAt: null },
        data: {
          ...data,
          ...(installedNow ? { installationUserId: ctx.user.id } : {}),
          ...(data.organisationZoneId === null ? { installationUserId: null } : {}),
        },
      });
      if (count === 0) throw conflict({ global: [ARCHIVED] });
      const after = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
      await recordAudit(tx, ctx, hoseEntry("hose.update", after, { before, after }));
      return after;
    }),
  );
  return { id: row.id, name: row.name ?? row.tagId ?? "Hose" };
}

const LABELS = { manufacturer: "Manufacturer", manufactureDate: "Manufacture date" } as const;

/**
 * The row to write: references checked against the customer, the organisation's optional-field
 * levels applied (Don't show clears, Required must be given), dates checked, and status and due
 * dates computed by lib/hoses/schedule.ts. Every field error at once (422).
 */
export async function checkedData(
  ctx: AuthedCtx,
  customer: Customer,
  input: HoseSaveInput,
  existing: {
    hoseConfigurationId: string | null;
    lastInspectionDate: Date | null;
    lastInspectionResult: number | null;
    installationDate: Date | null;
  } | null,
  today: Date,
) {
  const errors: ErrorBody = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (input.organisationZoneId) {
    const zone = await db().organisationZone.findFirst({
      where: inClient(ctx, { id: input.organisationZoneId, organisationId: customer.id }),
      select: { id: true },
    });
    if (!zone) add("organisationZoneId", "Choose a location of this customer");
  }
  if (input.hoseConfigurationId) {
    const owners = [customer.id, ...(customer.distributorId ? [customer.distributorId] : [])];
    const keepHidden = existing?.hoseConfigurationId === input.hoseConfigurationId;
    const configuration = await db().hoseConfiguration.findFirst({
      where: inClient(ctx, {
        id: input.hoseConfigurationId,
        organisationId: { in: owners },
        ...(keepHidden ? {} : { hidden: false }),
      }),
      select: { id: true },
    });
    if (!configuration)
      add("hoseConfigurationId", "Choose a configuration from this customer's or its distributor's library");
  }

  const levels = fieldLevels(customer.fields);
  const shown = <K extends keyof typeof levels>(key: K, value: HoseSaveInput[K]) => (levels[key] === 1 ? null : value);
  const manufacturer = shown("manufacturer", input.manufacturer);
  const manufactureDate = shown("manufactureDate", input.manufactureDate);
  if (levels.manufacturer === 2 && !manufacturer) add("manufacturer", `${LABELS.manufacturer} is required`);
  if (levels.manufactureDate === 2 && !manufactureDate) add("manufactureDate", `${LABELS.manufactureDate} is required`);

  // Installed without a date: installed today (a date kept from before stays).
  const installationDate = input.organisationZoneId
    ? (input.installationDate ?? existing?.installationDate ?? today)
    : null;
  const dates = { manufactureDate, buildDate: input.buildDate, installationDate };
  for (const [field, date] of Object.entries(dates)) {
    if (date && date.getTime() > today.getTime()) add(field, "The date cannot be in the future");
  }
  if (manufactureDate && input.buildDate && input.buildDate < manufactureDate)
    add("buildDate", "The build date cannot be before the manufacture date");
  if (input.buildDate && installationDate && installationDate < input.buildDate)
    add("installationDate", "The installation date cannot be before the build date");
  if (Object.keys(errors).length) throw new AppError("INVALID", errors);

  const facts = {
    organisationZoneId: input.organisationZoneId,
    installationDate,
    lastInspectionDate: existing?.lastInspectionDate ?? null,
    lastInspectionResult: existing?.lastInspectionResult ?? null,
    hoseInspectionMonths: input.hoseInspectionMonths,
    hoseReplacementMonths: input.hoseReplacementMonths,
    buildDate: input.buildDate,
  };
  const layers = await policyLayersFor(db(), ctx.client.id, {
    hoseConfigurationId: input.hoseConfigurationId,
    organisationZoneId: input.organisationZoneId,
    customerOrganisationId: customer.id,
  });
  return {
    tagId: input.tagId,
    name: input.name,
    hoseConfigurationId: input.hoseConfigurationId,
    organisationZoneId: input.organisationZoneId,
    manufacturer,
    manufactureDate,
    buildDate: input.buildDate,
    installationDate,
    sleeving: shown("sleeving", input.sleeving),
    testCertificate: shown("testCertificate", input.testCertificate),
    conformityCertificate: shown("conformityCertificate", input.conformityCertificate),
    hoseInspectionMonths: input.hoseInspectionMonths,
    hoseReplacementMonths: input.hoseReplacementMonths,
    ...hoseSchedule(customer, facts, layers),
  };
}
