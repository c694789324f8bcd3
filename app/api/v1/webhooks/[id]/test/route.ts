import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { sendTestWebhook } from "@/lib/integrations";

/** POST /api/v1/webhooks/{id}/test: queues a `webhook.test` event to this webhook. */
export const POST = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { row, message } = await sendTestWebhook(ctx, params.id);
  return { data: row, status: 201, userMessage: message };
});
