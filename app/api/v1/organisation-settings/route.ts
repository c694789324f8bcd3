import { route } from "@/lib/http/route";
import { getOrganisationSettings, updateOrganisationSettings } from "@/lib/organisations/organisation-settings";
import { OrganisationSettingsSchema } from "@/lib/organisations/schemas";

/** GET /api/v1/organisation-settings: the settings of the X-Organisation-Id organisation (Admin). */
export const GET = route({}, async ({ ctx }) => ({ data: await getOrganisationSettings(ctx) }));

/** PUT /api/v1/organisation-settings (Admin). The client refreshes the current user afterwards. */
export const PUT = route({ body: OrganisationSettingsSchema }, async ({ ctx, body }) => {
  const { settings, message } = await updateOrganisationSettings(ctx, body);
  return { data: settings, userMessage: message };
});
