import { route } from "@/lib/http/route";
import { createOrganisation } from "@/lib/organisations/create-organisation";
import { OrganisationCreateSchema, organisationCreatedMessage } from "@/lib/organisations/schemas";

/**
 * POST /api/v1/organisations -> 201 {id, accountCode}: the caller creates an organisation and
 * becomes its Admin. (The list, read, update and archive calls come with organisation management.)
 */
export const POST = route({ body: OrganisationCreateSchema }, async ({ ctx, body }) => {
  const created = await createOrganisation(ctx, body);
  return { data: created, status: 201, userMessage: organisationCreatedMessage(created.accountCode) };
});
