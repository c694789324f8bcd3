import { z } from "zod";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { createOrganisation } from "@/lib/organisations/create-organisation";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { patchOrganisationSettings } from "@/lib/organisations/organisation-settings";
import { saveOrganisation } from "@/lib/organisations/save-organisation";
import {
  OrganisationCreateSchema,
  OrganisationSaveSchema,
  OrganisationSettingsPatchSchema,
  OrganisationUpdateSchema,
  isOrganisationForm,
  organisationCreatedMessage,
} from "@/lib/organisations/schemas";

/** GET /api/v1/organisations: Organisations (client admin) or Customers (distributor). */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listOrganisations(ctx, query),
}));

/**
 * POST /api/v1/organisations -> 201 {id, accountCode, ...}.
 * - Without X-Organisation-Id (OrganisationCreate screen): the caller creates an organisation
 *   and becomes its Admin.
 * - As a client admin ('admin') or a distributor: "add" from the Organisations / Customers list.
 */
export const POST = route({ body: z.unknown() }, async ({ ctx, body }) => {
  if (ctx.organisation === null) {
    const created = await createOrganisation(ctx, OrganisationCreateSchema.parse(body));
    return { data: created, status: 201, userMessage: organisationCreatedMessage(created.accountCode) };
  }
  const saved = await saveOrganisation(ctx, OrganisationSaveSchema.parse(body));
  return {
    data: saved,
    status: 201,
    userMessage: `${saved.name} has been added, its account code is ${saved.accountCode}`,
  };
});

/**
 * PUT /api/v1/organisations, two payloads (SPEC 7 lists both with the organisation calls):
 * - the organisation form {id, name, ...}: edit (client admin: any; distributor: its customers);
 * - the settings payload (no form keys): the X-Organisation-Id organisation's settings (Admin),
 *   only the keys sent change, as through PUT /organisation-settings.
 */
export const PUT = route({ body: z.unknown() }, async ({ ctx, body }) => {
  if (!isOrganisationForm(body)) {
    const { settings, message } = await patchOrganisationSettings(ctx, OrganisationSettingsPatchSchema.parse(body));
    return { data: settings, userMessage: message };
  }
  const { id, ...input } = OrganisationUpdateSchema.parse(body);
  const saved = await saveOrganisation(ctx, input, id);
  return { data: saved, userMessage: `${saved.name} has been saved` };
});
