import { route } from "@/lib/http/route";
import { createWebhook, listWebhooks } from "@/lib/integrations";
import { WebhookCreateSchema } from "@/lib/integrations/schemas";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/webhooks: the organisation's webhooks (never their secrets). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listWebhooks(ctx, query),
}));

/** POST /api/v1/webhooks {url, events}: 201 {id, url, events, secret}, the secret shown this once. */
export const POST = route({ body: WebhookCreateSchema }, async ({ ctx, body }) => {
  const { row, message } = await createWebhook(ctx, body);
  return { data: row, status: 201, userMessage: message };
});
