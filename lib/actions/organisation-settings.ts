"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { updateOrganisationSettings } from "@/lib/organisations/organisation-settings";
import { OPTIONAL_FIELDS, OrganisationSettingsSchema, PublicCardSettingsSchema } from "@/lib/organisations/schemas";

const PUBLIC_CARD_KEYS = Object.keys(PublicCardSettingsSchema.shape);

/** OrganisationSettings save (SPEC 7 settings update payload); the message is the service's. */
export async function saveOrganisationSettingsAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const raw = formObject(formData, ["updateConfig"]);
    const fields = Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, formData.get(`fields.${f}`) ?? undefined]));
    const input = OrganisationSettingsSchema.parse({
      ...raw,
      fields,
      manufacturers: formData.getAll("manufacturers").filter((v) => typeof v === "string" && v),
      hoseTypes: formData.getAll("hoseTypes").filter((v) => typeof v === "string" && v),
      // Checkboxes: present when ticked.
      publicCard: Object.fromEntries(PUBLIC_CARD_KEYS.map((k) => [k, formData.has(`publicCard.${k}`)])),
    });
    const { message } = await updateOrganisationSettings(ctx, input);
    return { ok: true, errors: {}, message };
  });
}
