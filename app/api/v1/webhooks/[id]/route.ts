import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deleteWebhook } from "@/lib/integrations";

/** DELETE /api/v1/webhooks/{id}: removes the subscription and its delivery log. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { message } = await deleteWebhook(ctx, params.id);
  return { data: { id: params.id }, userMessage: message };
});
