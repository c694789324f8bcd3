import { recordAudit } from "@/lib/audit/record-audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { AppError, forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { db } from "@/lib/db/client";
import { canOpenOrganisationSettings } from "@/lib/organisations/settings-access";
import { applicableChecklists } from "./access";
import { CHECKLIST_SETTINGS_SAVED } from "./messages";
import type { ChecklistSettingsInput } from "./schemas";

/** The organisation whose settings these are: the one acted for, by its Admin (as its other settings). */
async function settingsOrganisation(ctx: AuthedCtx) {
  const acting = actingOrganisation(ctx);
  if (!acting || !canOpenOrganisationSettings(ctx)) throw forbidden();
  return db().organisation.findFirstOrThrow({
    where: inClient(ctx, { id: acting.id }),
    select: {
      id: true,
      name: true,
      isDistributor: true,
      distributorId: true,
      checklistFamilyId: true,
      checklistRequired: true,
    },
  });
}

/** GET /checklist-settings: the checklist the organisation's inspections use, and whether it is required. */
export async function getChecklistSettings(ctx: AuthedCtx) {
  const org = await settingsOrganisation(ctx);
  const current = org.checklistFamilyId
    ? await db().checklistTemplate.findFirst({
        where: { AND: [applicableChecklists(ctx, org), { familyId: org.checklistFamilyId, supersededAt: null }] },
        select: { id: true },
      })
    : null;
  return { checklistId: current?.id ?? null, required: org.checklistRequired };
}

/**
 * PUT /checklist-settings: which template the organisation's inspections use (any version
 * names the template; its newest version applies) and whether an inspection without a
 * checklist is refused. Requiring one needs one chosen.
 */
export async function updateChecklistSettings(ctx: AuthedCtx, input: ChecklistSettingsInput) {
  const org = await settingsOrganisation(ctx);
  const chosen = input.checklistId
    ? await db().checklistTemplate.findFirst({
        where: { AND: [applicableChecklists(ctx, org), { id: input.checklistId }] },
        select: { familyId: true },
      })
    : null;
  if (input.checklistId && !chosen) throw new AppError("INVALID", { checklistId: ["Not found"] });
  if (input.required && !chosen)
    throw new AppError("INVALID", { checklistId: ["Choose the checklist that inspections must use"] });
  await db().$transaction(async (tx) => {
    const after = await tx.organisation.update({
      where: { id: org.id },
      data: { checklistFamilyId: chosen?.familyId ?? null, checklistRequired: input.required },
      select: { checklistFamilyId: true, checklistRequired: true },
    });
    await recordAudit(tx, ctx, {
      action: "checklist.settings",
      entity: "OrganisationSettings",
      entityId: org.id,
      label: org.name,
      organisationId: org.id,
      before: { checklistFamilyId: org.checklistFamilyId, checklistRequired: org.checklistRequired },
      after,
    });
  });
  return { settings: await getChecklistSettings(ctx), message: CHECKLIST_SETTINGS_SAVED };
}
