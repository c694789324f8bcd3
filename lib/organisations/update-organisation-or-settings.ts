import type { AuthedCtx } from "@/lib/core/ctx";
import { organisationSavedMessage } from "./messages";
import { patchOrganisationSettings } from "./organisation-settings";
import { saveOrganisation } from "./save-organisation";
import { OrganisationSettingsPatchSchema, OrganisationUpdateSchema, isOrganisationForm } from "./schemas";

/**
 * PUT /organisations takes two payloads, told apart by their keys:
 *  - the organisation form {id, name, ...}: edit (client admin: any; distributor: its customers);
 *  - the settings payload (no form keys): the acting organisation's settings (its Admin); only
 *    the keys sent change, as through PUT /organisation-settings.
 * The API documents the union (OrganisationPutBodySchema).
 */
export async function updateOrganisationOrSettings(ctx: AuthedCtx, body: unknown) {
  if (!isOrganisationForm(body)) {
    const { settings, message } = await patchOrganisationSettings(ctx, OrganisationSettingsPatchSchema.parse(body));
    return { data: settings, message };
  }
  const { id, ...input } = OrganisationUpdateSchema.parse(body);
  const saved = await saveOrganisation(ctx, input, id);
  return { data: saved, message: organisationSavedMessage(saved.name) };
}
