"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { updateClientSettings } from "@/lib/clients/client-admin";
import { ClientSettingsSchema } from "@/lib/clients/schemas";

/** ClientSettings save (client admins of the current client; the service enforces it). */
export async function saveClientSettingsAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const input = ClientSettingsSchema.parse(formObject(formData, ["manualHoseConfiguration"]));
    const message = await updateClientSettings(ctx, input);
    return { ok: true, errors: {}, message };
  });
}
