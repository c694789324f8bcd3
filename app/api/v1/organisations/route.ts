import { z } from "zod";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { addOrganisation } from "@/lib/organisations/add-organisation";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { updateOrganisationOrSettings } from "@/lib/organisations/update-organisation-or-settings";

/** GET /api/v1/organisations: Organisations (client admin) or Customers (distributor). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listOrganisations(ctx, query),
}));

/**
 * POST /api/v1/organisations -> 201: create one's own organisation, or add one from the
 * Organisations / Customers list; the service picks the payload by who calls.
 */
export const POST = route({ body: z.unknown() }, async ({ ctx, body }) => {
  const { data, message } = await addOrganisation(ctx, body);
  return { data, status: 201, userMessage: message };
});

/** PUT /api/v1/organisations: the organisation form or the settings payload (the service tells). */
export const PUT = route({ body: z.unknown() }, async ({ ctx, body }) => {
  const { data, message } = await updateOrganisationOrSettings(ctx, body);
  return { data, userMessage: message };
});
