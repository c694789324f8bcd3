import { route } from "@/lib/http/route";
import { createApiKey, listApiKeys } from "@/lib/integrations";
import { ApiKeyCreateSchema } from "@/lib/integrations/schemas";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/api-keys: the organisation's keys (Admins; client admins: every organisation's). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listApiKeys(ctx, query),
}));

/** POST /api/v1/api-keys {name, scope}: 201 {id, name, scope, key}, the key shown this once. */
export const POST = route({ body: ApiKeyCreateSchema }, async ({ ctx, body }) => {
  const { row, message } = await createApiKey(ctx, body);
  return { data: row, status: 201, userMessage: message };
});
