import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * A customer's distributor changes (link, unlink, a client admin's edit): its hoses follow in
 * the same transaction, so the distributor column the lists filter on (indexed) stays true.
 */
export async function setCustomerDistributor(
  clientId: string,
  customerId: string,
  data: Prisma.OrganisationUncheckedUpdateInput & { distributorId: string | null },
) {
  const [organisation] = await db().$transaction([
    db().organisation.update({ where: { id: customerId, clientId }, data }),
    db().hose.updateMany({
      where: { clientId, customerOrganisationId: customerId },
      data: { distributorOrganisationId: data.distributorId },
    }),
  ]);
  return organisation;
}
