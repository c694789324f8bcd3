"use server";
import {
  assertValidLogo,
  createClientRecord,
  deleteClientRecord,
  getClient,
  setClientLogo,
  updateClientRecord,
} from "@/lib/clients";
import { ClientCreateSchema, ClientUpdateSchema } from "@/lib/clients/schemas";
import type { AuthedCtx } from "@/lib/core/ctx";
import { portalAction } from "./action";

/** The Manage clients form: hostnames arrive one per line. */
function clientInput(form: Record<string, unknown>) {
  const hostnames = String(form.hostnames ?? "")
    .split(/[\s,]+/)
    .map((h) => h.trim())
    .filter(Boolean);
  return { ...form, hostnames };
}

/** This form does not edit the client's own settings (ClientSettings): they go back unchanged. */
async function currentSettings(ctx: AuthedCtx, id: string) {
  const current = await getClient(ctx, id);
  return {
    manualHoseConfiguration: current.manualHoseConfiguration,
    metaTitle: current.metaTitle,
    metaDescription: current.metaDescription,
    termsAndConditions: current.termsAndConditions,
    privacyPolicy: current.privacyPolicy,
  };
}

export const createClientAction = portalAction(
  { schema: ClientCreateSchema, input: ({ form }) => clientInput(form) },
  async ({ ctx, input }) => ({ message: (await createClientRecord(ctx, input)).message }),
);

export const updateClientAction = portalAction(
  {
    schema: ClientUpdateSchema,
    input: async ({ form, ctx }, id: string) => ({ ...(await currentSettings(ctx, id)), ...clientInput(form), id }),
  },
  async ({ ctx, input, formData }, id) => {
    // Check the logo before saving anything: a refused form changes nothing.
    const file = formData.get("logo");
    const logo = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    if (logo) assertValidLogo(logo);
    const { message } = await updateClientRecord(ctx, input);
    if (logo) await setClientLogo(ctx, id, logo);
    else if (formData.get("removeLogo") === "on") await setClientLogo(ctx, id, null);
    return { message };
  },
);

export const deleteClientAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: await deleteClientRecord(ctx, id),
}));
