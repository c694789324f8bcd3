"use server";
import { updateClientSettings } from "@/lib/clients";
import { ClientSettingsSchema } from "@/lib/clients/schemas";
import { portalAction } from "./action";

/** ClientSettings save (client admins of the current client; the service enforces it). */
export const saveClientSettingsAction = portalAction(
  { schema: ClientSettingsSchema, booleans: ["manualHoseConfiguration"] },
  async ({ ctx, input }) => ({ message: await updateClientSettings(ctx, input) }),
);
