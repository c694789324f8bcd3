"use server";
import {
  createApiKey,
  createWebhook,
  deleteWebhook,
  resendWebhookDelivery,
  revokeApiKey,
  sendTestWebhook,
} from "@/lib/integrations";
import { ApiKeyCreateSchema, WebhookCreateSchema } from "@/lib/integrations/schemas";
import { portalAction } from "./action";

/** The Integrations screen: the services check the role and word the notices. */
export const createApiKeyAction = portalAction(
  {
    schema: ApiKeyCreateSchema,
    input: ({ form }) => ({ ...form, organisationId: form.organisationId || undefined }),
  },
  async ({ ctx, input }) => {
    const { row, message } = await createApiKey(ctx, input);
    // The key travels back this once, to be shown and copied.
    return { message, data: { name: row.name, key: row.key } };
  },
);

export const revokeApiKeyAction = portalAction({}, async ({ ctx }, id: string) => {
  const { message } = await revokeApiKey(ctx, id);
  return { message };
});

export const createWebhookAction = portalAction(
  {
    schema: WebhookCreateSchema,
    input: ({ form, formData }) => ({
      ...form,
      events: formData.getAll("events"),
      organisationId: form.organisationId || undefined,
    }),
  },
  async ({ ctx, input }) => {
    const { row, message } = await createWebhook(ctx, input);
    return { message, data: { url: row.url, secret: row.secret } };
  },
);

export const deleteWebhookAction = portalAction({}, async ({ ctx }, id: string) => {
  const { message } = await deleteWebhook(ctx, id);
  return { message };
});

export const sendTestWebhookAction = portalAction({}, async ({ ctx }, id: string) => {
  const { message } = await sendTestWebhook(ctx, id);
  return { message };
});

export const resendWebhookDeliveryAction = portalAction({}, async ({ ctx }, id: string) => {
  const { message } = await resendWebhookDelivery(ctx, id);
  return { message };
});
