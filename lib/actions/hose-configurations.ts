"use server";
import { createHoseConfiguration } from "@/lib/hose-configurations/create-hose-configuration";
import { deleteHoseConfiguration } from "@/lib/hose-configurations/delete-hose-configuration";
import { configurationAddedMessage, configurationSavedMessage } from "@/lib/hose-configurations/messages";
import { HoseConfigurationCreateSchema, HoseConfigurationUpdateSchema } from "@/lib/hose-configurations/schemas";
import { updateHoseConfiguration } from "@/lib/hose-configurations/update-hose-configuration";
import { portalAction } from "./action";

/**
 * HoseConfigurations dialogs: the same schemas and services as the API; the services decide
 * who may change what. Messages are the API's user-message texts.
 */
const CHECKBOXES = ["sleeving", "testCertificate", "conformityCertificate"];

export const createHoseConfigurationAction = portalAction(
  { schema: HoseConfigurationCreateSchema, booleans: CHECKBOXES },
  async ({ ctx, input }) => ({ message: configurationAddedMessage((await createHoseConfiguration(ctx, input)).name) }),
);

export const updateHoseConfigurationAction = portalAction(
  { schema: HoseConfigurationUpdateSchema, booleans: CHECKBOXES, input: ({ form }, id: string) => ({ ...form, id }) },
  async ({ ctx, input }) => ({ message: configurationSavedMessage((await updateHoseConfiguration(ctx, input)).name) }),
);

export const deleteHoseConfigurationAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: (await deleteHoseConfiguration(ctx, id)).message,
}));
