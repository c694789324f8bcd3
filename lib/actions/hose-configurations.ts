"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { createHoseConfiguration } from "@/lib/hose-configurations/create-hose-configuration";
import { deleteHoseConfiguration } from "@/lib/hose-configurations/delete-hose-configuration";
import { HoseConfigurationCreateSchema, HoseConfigurationUpdateSchema } from "@/lib/hose-configurations/schemas";
import { updateHoseConfiguration } from "@/lib/hose-configurations/update-hose-configuration";

/**
 * HoseConfigurations dialogs (SPEC 2.1): the same schemas and services as the API; the
 * services decide who may change what. Messages are the API's user-message texts.
 */
const CHECKBOXES = ["sleeving", "testCertificate", "conformityCertificate"];

export async function createHoseConfigurationAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await createHoseConfiguration(
      ctx,
      HoseConfigurationCreateSchema.parse(formObject(formData, CHECKBOXES)),
    );
    return { ok: true, errors: {}, message: `${row.name} has been added` };
  });
}

export async function updateHoseConfigurationAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await updateHoseConfiguration(
      ctx,
      HoseConfigurationUpdateSchema.parse({ ...formObject(formData, CHECKBOXES), id }),
    );
    return { ok: true, errors: {}, message: `${row.name} has been saved` };
  });
}

export async function deleteHoseConfigurationAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: (await deleteHoseConfiguration(ctx, id)).message };
  });
}
