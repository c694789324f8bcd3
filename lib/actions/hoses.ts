"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { archiveHose } from "@/lib/hoses/archive-hose";
import { hoseFormOptions, type HoseFormOptions } from "@/lib/hoses/form-options";
import { recordHoseMeta } from "@/lib/hoses/record-meta";
import { createHose, updateHose } from "@/lib/hoses/save-hose";
import { HoseArchiveSchema, HoseMetaCreateSchema, HoseSaveSchema, HoseUpdateSchema } from "@/lib/hoses/schemas";

/** The hose form, the archive and note dialogs and the inspection form (SPEC 2.5 HoseDetail). */
const BOOLEANS = ["sleeving", "testCertificate", "conformityCertificate", "timelineOverride"];

export async function createHoseAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState<{ id: string }>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const hose = await createHose(ctx, HoseSaveSchema.parse(formObject(formData, BOOLEANS)));
    return { ok: true, errors: {}, message: `${hose.name} has been added`, data: { id: hose.id } };
  });
}

export async function updateHoseAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const hose = await updateHose(ctx, HoseUpdateSchema.parse({ ...formObject(formData, BOOLEANS), id }));
    return { ok: true, errors: {}, message: `${hose.name} has been saved` };
  });
}

export async function archiveHoseAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const { notes } = HoseArchiveSchema.parse(formObject(formData));
    return { ok: true, errors: {}, message: await archiveHose(ctx, id, notes) };
  });
}

/** 'Add note' and 'Record inspection': one payload, POST /hoseMeta's. */
export async function recordHoseMetaAction(
  organisationId: string,
  hoseId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const meta = await recordHoseMeta(ctx, HoseMetaCreateSchema.parse({ ...formObject(formData), hoseId }));
    return { ok: true, errors: {}, message: meta.message };
  });
}

/** The form's choices when another customer is picked. */
export async function hoseFormOptionsAction(
  organisationId: string,
  customerId: string,
): Promise<ActionState<HoseFormOptions>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, data: await hoseFormOptions(ctx, customerId) };
  });
}
