import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { resendWebhookDelivery } from "@/lib/integrations";

/** POST /api/v1/webhook-deliveries/{id}/resend: sends a finished delivery again (same webhook-id). */
export const POST = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { row, message } = await resendWebhookDelivery(ctx, params.id);
  return { data: row, userMessage: message };
});
