"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { createClientRecord, deleteClientRecord, getClient, updateClientRecord } from "@/lib/clients/client-admin";
import { assertValidLogo, setClientLogo } from "@/lib/clients/client-logo";
import { ClientCreateSchema, ClientUpdateSchema } from "@/lib/clients/schemas";

/** The Manage clients form: hostnames arrive one per line. */
function clientInput(formData: FormData) {
  const raw = formObject(formData);
  const hostnames = String(raw.hostnames ?? "")
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
  return { ...raw, hostnames };
}

export async function createClientAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await createClientRecord(ctx, ClientCreateSchema.parse(clientInput(formData)));
    return { ok: true, errors: {}, message: `${row.name} has been created` };
  });
}

export async function updateClientAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    // This form does not edit the client's own settings (ClientSettings): send them back unchanged.
    const current = await getClient(ctx, id);
    const settings = {
      manualHoseConfiguration: current.manualHoseConfiguration,
      metaTitle: current.metaTitle,
      metaDescription: current.metaDescription,
      termsAndConditions: current.termsAndConditions,
      privacyPolicy: current.privacyPolicy,
    };
    const input = ClientUpdateSchema.parse({ ...settings, ...clientInput(formData), id });
    // Check the logo before saving anything: a refused form changes nothing.
    const file = formData.get("logo");
    const logo = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    if (logo) assertValidLogo(logo);
    const row = await updateClientRecord(ctx, input);
    if (logo) await setClientLogo(ctx, id, logo);
    else if (formData.get("removeLogo") === "on") await setClientLogo(ctx, id, null);
    return { ok: true, errors: {}, message: `${row.name} has been saved` };
  });
}

export async function deleteClientAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: await deleteClientRecord(ctx, id) };
  });
}
