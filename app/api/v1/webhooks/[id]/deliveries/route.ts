import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { listWebhookDeliveries } from "@/lib/integrations";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/webhooks/{id}/deliveries: the delivery log, newest first. */
export const GET = route({ params: IdParamsSchema, query: ListQuerySchema }, async ({ ctx, params, query }) => ({
  data: await listWebhookDeliveries(ctx, params.id, query),
}));
