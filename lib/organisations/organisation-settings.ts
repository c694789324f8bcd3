import { recordAudit } from "@/lib/audit/record-audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { recomputeSchedules } from "@/lib/hoses/schedule";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { canOpenOrganisationSettings } from "./settings-access";
import { fieldLevels } from "@/lib/hoses/field-levels";
import type { OrganisationSettingsInput, OrganisationSettingsPatchInput } from "./schemas";

/** The organisation the caller administers (SPEC §2.1 organisation-settings: adminRole). */
function adminOrganisation(ctx: AuthedCtx): string {
  const org = actingOrganisation(ctx);
  if (!org || !canOpenOrganisationSettings(ctx)) throw forbidden();
  return org.id;
}

export async function getOrganisationSettings(ctx: AuthedCtx) {
  const id = adminOrganisation(ctx);
  const o = await db().organisation.findFirstOrThrow({
    where: inClient(ctx, { id }),
    include: { prominentManufacturers: true, prominentHoseTypes: true },
  });
  return {
    id: o.id,
    name: o.name,
    hoseInspectionMonths: o.hoseInspectionMonths,
    hoseReplacementMonths: o.hoseReplacementMonths,
    hoseReplacementWarningMonths: o.hoseReplacementWarningMonths,
    fields: fieldLevels(o.fields),
    manufacturers: o.prominentManufacturers.map((m) => m.manufacturerId),
    hoseTypes: o.prominentHoseTypes.map((t) => t.hoseTypeId),
    timeZone: o.timeZone,
    publicCard: {
      enabled: o.publicCard,
      hose: o.publicCardHose,
      customer: o.publicCardCustomer,
      location: o.publicCardLocation,
      inspector: o.publicCardInspector,
      documents: o.publicCardDocuments,
    },
    inspections: { requireCompetence: o.requireInspectorCompetence, requireSignature: o.requireSignedInspections },
  };
}

/**
 * Saves the timelines, optional-field levels, prominent lists and (when given) the public
 * hose card settings and the time zone of the digests. With updateConfig the new
 * intervals are also applied to the organisation's existing hoses (except hoses with their own
 * timeline override), in one statement inside the same transaction.
 */
export async function updateOrganisationSettings(ctx: AuthedCtx, input: OrganisationSettingsInput) {
  const id = adminOrganisation(ctx);
  const [manufacturers, hoseTypes] = await Promise.all([
    db().manufacturer.count({ where: inClient(ctx, { id: { in: input.manufacturers } }) }),
    db().hoseType.count({ where: inClient(ctx, { id: { in: input.hoseTypes } }) }),
  ]);
  const errors: Record<string, string[]> = {};
  if (manufacturers !== new Set(input.manufacturers).size) errors.manufacturers = ["Unknown manufacturer"];
  if (hoseTypes !== new Set(input.hoseTypes).size) errors.hoseTypes = ["Unknown hose type"];
  if (Object.keys(errors).length) throw new AppError("INVALID", errors);

  let hosesUpdated = 0;
  await db().$transaction(async (tx) => {
    const before = await settingsSnapshot(tx, id);
    await tx.organisation.update({
      where: { id },
      data: {
        hoseInspectionMonths: input.hoseInspectionMonths,
        hoseReplacementMonths: input.hoseReplacementMonths,
        hoseReplacementWarningMonths: input.hoseReplacementWarningMonths,
        fields: input.fields,
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        ...(input.inspections
          ? {
              requireInspectorCompetence: input.inspections.requireCompetence,
              requireSignedInspections: input.inspections.requireSignature,
            }
          : {}),
        ...(input.publicCard
          ? {
              publicCard: input.publicCard.enabled,
              publicCardHose: input.publicCard.hose,
              publicCardCustomer: input.publicCard.customer,
              publicCardLocation: input.publicCard.location,
              publicCardInspector: input.publicCard.inspector,
              publicCardDocuments: input.publicCard.documents,
            }
          : {}),
      },
    });
    await tx.organisationManufacturer.deleteMany({ where: { organisationId: id } });
    await tx.organisationManufacturer.createMany({
      data: [...new Set(input.manufacturers)].map((manufacturerId) => ({ organisationId: id, manufacturerId })),
    });
    await tx.organisationHoseType.deleteMany({ where: { organisationId: id } });
    await tx.organisationHoseType.createMany({
      data: [...new Set(input.hoseTypes)].map((hoseTypeId) => ({ organisationId: id, hoseTypeId })),
    });
    if (input.updateConfig) {
      // The hoses' own timeline overrides still win (lib/hoses/schedule.ts).
      hosesUpdated = await recomputeSchedules(tx, ctx.client.id, Prisma.sql`h."customerOrganisationId" = ${id}::uuid`);
    }
    const after = await settingsSnapshot(tx, id);
    await recordAudit(tx, ctx, {
      action: "organisation.settings",
      entity: "OrganisationSettings",
      entityId: id,
      label: after.name,
      organisationId: id,
      before,
      after,
      ...(input.updateConfig ? { data: { hosesRescheduled: hosesUpdated } } : {}),
    });
  });
  // Each sentence whole, so the catalogue's `sentences` find it by its wording in every language.
  const message = !input.updateConfig
    ? "Settings saved"
    : hosesUpdated === 1
      ? "Settings saved; 1 hose rescheduled"
      : `Settings saved; ${hosesUpdated} hoses rescheduled`;
  return { settings: await getOrganisationSettings(ctx), message };
}

/**
 * The settings payload through PUT /organisations: what it leaves out keeps its current value
 * (each field level on its own), then the same save as PUT /organisation-settings. The
 * organisation is the one the caller acts for; a body naming another is not found.
 */
export async function patchOrganisationSettings(ctx: AuthedCtx, input: OrganisationSettingsPatchInput) {
  const id = adminOrganisation(ctx);
  if (input.id !== undefined && input.id !== id) throw notFound("Organisation not found");
  const current = await getOrganisationSettings(ctx);
  return updateOrganisationSettings(ctx, {
    hoseInspectionMonths: input.hoseInspectionMonths ?? current.hoseInspectionMonths,
    hoseReplacementMonths: input.hoseReplacementMonths ?? current.hoseReplacementMonths,
    hoseReplacementWarningMonths: input.hoseReplacementWarningMonths ?? current.hoseReplacementWarningMonths,
    fields: { ...current.fields, ...definedOnly(input.fields ?? {}) },
    manufacturers: input.manufacturers ?? current.manufacturers,
    hoseTypes: input.hoseTypes ?? current.hoseTypes,
    updateConfig: input.updateConfig ?? false,
    publicCard: input.publicCard,
    timeZone: input.timeZone,
    inspections: input.inspections,
  });
}

function definedOnly<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as never;
}

/** The settings as the trail compares them: the organisation's fields and its two lists (ids, sorted). */
async function settingsSnapshot(tx: Prisma.TransactionClient, id: string) {
  const row = await tx.organisation.findUniqueOrThrow({
    where: { id },
    include: {
      prominentManufacturers: { select: { manufacturerId: true } },
      prominentHoseTypes: { select: { hoseTypeId: true } },
    },
  });
  const { prominentManufacturers: manufacturers, prominentHoseTypes: hoseTypes, ...fields } = row;
  return {
    ...fields,
    manufacturers: manufacturers.map((m) => m.manufacturerId).sort(),
    hoseTypes: hoseTypes.map((h) => h.hoseTypeId).sort(),
  };
}
