import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { revokeApiKey } from "@/lib/integrations";

/** DELETE /api/v1/api-keys/{id}: revokes the key; its next request is 401. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { message } = await revokeApiKey(ctx, params.id);
  return { data: { id: params.id }, userMessage: message };
});
