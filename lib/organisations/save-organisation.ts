import { recordAudit } from "@/lib/audit/record-audit";
import { organisationEntry } from "./audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { setCustomerDistributor } from "./customer-distributor";
import { isUniqueViolation } from "@/lib/db/unique";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { withNewAccountCode } from "./account-code";
import { getOrganisation } from "./get-organisation";
import type { OrganisationSaveInput } from "./schemas";

/**
 * Add or edit an organisation from the Organisations / Customers screen (SPEC §2.5, 6):
 * - a client admin: any organisation of the client, including its type and its distributor
 *   (a distributor of this client, never the organisation itself);
 * - a distributor (not read-only): its own customers; distributorId is always itself.
 */
export async function saveOrganisation(ctx: AuthedCtx, input: OrganisationSaveInput, id?: string) {
  const relation = await relationFields(ctx, input, id);
  const data = {
    name: input.name,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    town: input.town,
    postCode: input.postCode,
    hoseInspectionMonths: input.hoseInspectionMonths,
    hoseReplacementMonths: input.hoseReplacementMonths,
    ...relation,
  };
  if (id) {
    await setCustomerDistributor(ctx, id, data, "organisation.update");
    return getOrganisation(ctx, id);
  }
  const created = await withNewAccountCode(
    (accountCode) =>
      db().$transaction(async (tx) => {
        const row = await tx.organisation.create({ data: { ...data, clientId: ctx.client.id, accountCode } });
        await recordAudit(tx, ctx, organisationEntry("organisation.create", row, { after: row }));
        return row;
      }),
    isUniqueViolation,
  );
  return getOrganisation(ctx, created.id);
}

async function relationFields(ctx: AuthedCtx, input: OrganisationSaveInput, id?: string) {
  if (ctx.flags.isClientAdmin) {
    const current = id
      ? await db().organisation.findFirst({
          where: inClient(ctx, { id }),
          select: { isDistributor: true, distributorId: true },
        })
      : null;
    if (id && !current) throw notFound("Organisation not found");
    const isDistributor = input.isDistributor ?? false;
    const distributorId = isDistributor ? null : (input.distributorId ?? null);
    if (id && current?.isDistributor && !isDistributor) {
      // Its customers would point at a customer: they must be unlinked (or moved) first.
      const customers = await db().organisation.count({ where: inClient(ctx, { distributorId: id }) });
      if (customers > 0) {
        throw new AppError("INVALID", {
          isDistributor: [
            `This distributor has ${customers} linked ${customers === 1 ? "customer" : "customers"}; unlink them before making it a customer`,
          ],
        });
      }
    }
    // An archived distributor stays linked when the form keeps it; it is not offered for new links.
    if (distributorId && distributorId !== current?.distributorId) {
      const distributor = await db().organisation.findFirst({
        where: inClient(ctx, {
          id: distributorId,
          isDistributor: true,
          deletedAt: null,
          ...(id ? { NOT: { id } } : {}),
        }),
      });
      if (!distributor) throw new AppError("INVALID", { distributorId: ["Choose a distributor from the list"] });
    }
    return { isDistributor, distributorId };
  }
  const org = actingOrganisation(ctx);
  if (!org || !org.isDistributor || ctx.flags.isReadOnly) throw forbidden();
  if (id && !(await db().organisation.count({ where: inClient(ctx, { id, distributorId: org.id }) }))) {
    throw notFound("Organisation not found");
  }
  // SPEC §6: a distributor saving an organisation gets distributorId set to itself.
  return { isDistributor: false, distributorId: org.id };
}
