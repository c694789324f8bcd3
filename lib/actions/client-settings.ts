"use server";
import { updateClientSettings } from "@/lib/clients";
import { ClientSettingsSchema } from "@/lib/clients/schemas";
import { portalAction } from "./action";

/** ClientSettings save (client admins of the current client; the service enforces it). */
export const saveClientSettingsAction = portalAction(
  {
    schema: ClientSettingsSchema,
    booleans: ["manualHoseConfiguration"],
    // The languages are a group of checkboxes sharing one name.
    input: ({ form, formData }) => ({ ...form, languages: formData.getAll("languages") }),
  },
  async ({ ctx, input }) => ({ message: await updateClientSettings(ctx, input) }),
);
