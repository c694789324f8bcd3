import { deleteHoseConfiguration } from "@/lib/hose-configurations/delete-hose-configuration";
import { getHoseConfiguration } from "@/lib/hose-configurations/get-hose-configuration";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/hose-configurations/{id}: hidden ones too, for the hoses that keep them. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getHoseConfiguration(ctx, params.id),
}));

/** DELETE /api/v1/hose-configurations/{id}: deleted when unused, hidden when hoses use it. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { message, ...data } = await deleteHoseConfiguration(ctx, params.id);
  return { data, userMessage: message };
});
