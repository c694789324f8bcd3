import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { setOrganisationArchived } from "@/lib/organisations/archive-organisation";
import { getOrganisation } from "@/lib/organisations/get-organisation";

/** GET /api/v1/organisations/{id}: details (everyone, within reach). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getOrganisation(ctx, params.id),
}));

/** DELETE /api/v1/organisations/{id}: archive (client admin). */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const userMessage = await setOrganisationArchived(ctx, params.id, true);
  return { data: await getOrganisation(ctx, params.id), userMessage };
});

/** PATCH /api/v1/organisations/{id}: unarchive (client admin). */
export const PATCH = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const userMessage = await setOrganisationArchived(ctx, params.id, false);
  return { data: await getOrganisation(ctx, params.id), userMessage };
});
