import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { DEFAULT_PAGE_SIZE } from "@/lib/lists/schemas";
import { packCustomers } from "./access";
import { listCompliancePacks } from "./list-compliance-packs";

/**
 * What the Compliance packs screen shows: the customers the caller may pick (a customer's own
 * staff have just their organisation), the chosen customer's sites and zones by trail, and the
 * earlier packs (of that customer, or of all when none is chosen), newest first.
 */
export async function loadPackScreen(ctx: AuthedCtx, picked: string | null) {
  const customers = await db().organisation.findMany({
    where: packCustomers(ctx),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 10_000,
  });
  const own = actingOrganisation(ctx)?.isDistributor === false;
  const customer = own ? customers[0] : customers.find((c) => c.id === picked);
  const sites = customer
    ? await db().organisationZone.findMany({
        where: { clientId: ctx.client.id, organisationId: customer.id },
        select: { id: true, trailName: true },
        orderBy: [{ trailName: "asc" }, { id: "asc" }],
      })
    : [];
  const packs = await listCompliancePacks(ctx, {
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    filters: customer ? { organisationId: customer.id } : {},
  });
  return { pickCustomer: !own, customers, customer: customer ?? null, sites, packs: packs.items };
}
