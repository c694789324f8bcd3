import { rowId } from "@/lib/core/ids";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { visibleOrganisations } from "@/lib/core/scope";
import { organisationRowInclude, toOrganisationRow } from "./organisation-row";

/** One organisation the caller can see (SPEC §6: everyone can view details), else 404. */
export async function getOrganisation(ctx: AuthedCtx, id: string) {
  const row = await db().organisation.findFirst({
    where: { AND: [visibleOrganisations(ctx), { id: rowId(id) }] },
    include: organisationRowInclude,
  });
  if (!row) throw notFound("Organisation not found");
  return toOrganisationRow(row);
}
