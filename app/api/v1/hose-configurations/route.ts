import { createHoseConfiguration } from "@/lib/hose-configurations/create-hose-configuration";
import { listHoseConfigurations } from "@/lib/hose-configurations/list-hose-configurations";
import { configurationAddedMessage, configurationSavedMessage } from "@/lib/hose-configurations/messages";
import { HoseConfigurationCreateSchema, HoseConfigurationUpdateSchema } from "@/lib/hose-configurations/schemas";
import { updateHoseConfiguration } from "@/lib/hose-configurations/update-hose-configuration";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/hose-configurations: the libraries the caller sees, paginated (hidden ones never). */
export const GET = route({ query: ListQuerySchema, tenantStamp: true }, async ({ ctx, query }) => ({
  data: await listHoseConfigurations(ctx, query),
}));

/** POST /api/v1/hose-configurations: add to the caller's library (client admins name the organisation). */
export const POST = route({ body: HoseConfigurationCreateSchema }, async ({ ctx, body }) => {
  const row = await createHoseConfiguration(ctx, body);
  return { data: row, status: 201, userMessage: configurationAddedMessage(row.name) };
});

/** PUT /api/v1/hose-configurations {id, ...fields}. */
export const PUT = route({ body: HoseConfigurationUpdateSchema }, async ({ ctx, body }) => {
  const row = await updateHoseConfiguration(ctx, body);
  return { data: row, userMessage: configurationSavedMessage(row.name) };
});
