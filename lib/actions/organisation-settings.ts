"use server";
import { updateOrganisationSettings } from "@/lib/organisations/organisation-settings";
import { OPTIONAL_FIELDS, OrganisationSettingsSchema, PublicCardSettingsSchema } from "@/lib/organisations/schemas";
import { portalAction } from "./action";

const PUBLIC_CARD_KEYS = Object.keys(PublicCardSettingsSchema.shape);

/** OrganisationSettings save (the settings update payload); the message is the service's. */
export const saveOrganisationSettingsAction = portalAction(
  {
    schema: OrganisationSettingsSchema,
    booleans: ["updateConfig"],
    input: ({ form, formData }) => ({
      ...form,
      fields: Object.fromEntries(OPTIONAL_FIELDS.map((f) => [f, formData.get(`fields.${f}`) ?? undefined])),
      manufacturers: formData.getAll("manufacturers").filter((v) => typeof v === "string" && v),
      hoseTypes: formData.getAll("hoseTypes").filter((v) => typeof v === "string" && v),
      // Checkboxes: present when ticked.
      publicCard: Object.fromEntries(PUBLIC_CARD_KEYS.map((k) => [k, formData.has(`publicCard.${k}`)])),
      // Only when the form showed the section (a customer's settings); else left unchanged.
      inspections: formData.has("inspections")
        ? {
            requireCompetence: formData.has("inspections.requireCompetence"),
            requireSignature: formData.has("inspections.requireSignature"),
          }
        : undefined,
    }),
  },
  async ({ ctx, input }) => ({ message: (await updateOrganisationSettings(ctx, input)).message }),
);
