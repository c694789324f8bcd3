import type { AuthedCtx } from "@/lib/core/ctx";
import { createOrganisation } from "./create-organisation";
import { organisationAddedMessage, organisationCreatedMessage } from "./messages";
import { saveOrganisation } from "./save-organisation";
import { OrganisationCreateSchema, OrganisationSaveSchema } from "./schemas";

/**
 * POST /organisations takes one of two bodies, and who calls decides which:
 *  - no acting organisation (the OrganisationCreate screen): OrganisationCreateSchema, and the
 *    caller becomes the new organisation's Admin;
 *  - a client admin ('admin') or a distributor adding from its list: OrganisationSaveSchema.
 * The API documents the union (OrganisationAddBodySchema); the caller's role picks the member
 * that is parsed, so a refused field is reported against the schema that applies.
 */
export async function addOrganisation(ctx: AuthedCtx, body: unknown) {
  if (ctx.organisation === null) {
    const created = await createOrganisation(ctx, OrganisationCreateSchema.parse(body));
    return { data: created, message: organisationCreatedMessage(created.accountCode) };
  }
  const saved = await saveOrganisation(ctx, OrganisationSaveSchema.parse(body));
  return { data: saved, message: organisationAddedMessage(saved.name, saved.accountCode) };
}
