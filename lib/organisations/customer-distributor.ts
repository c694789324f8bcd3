import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { organisationEntry } from "./audit";

/**
 * A customer's distributor changes (link, unlink, a client admin's edit): its hoses follow in
 * the same transaction, so the distributor column the lists filter on (indexed) stays true.
 * The audit entry (`action`) records the organisation's changed fields in that transaction too.
 */
export async function setCustomerDistributor(
  ctx: AuthedCtx,
  customerId: string,
  data: Prisma.OrganisationUncheckedUpdateInput & { distributorId: string | null },
  action: string,
) {
  const clientId = ctx.client.id;
  return db().$transaction(async (tx) => {
    const before = await tx.organisation.findUniqueOrThrow({ where: { id: customerId, clientId } });
    const after = await tx.organisation.update({ where: { id: customerId, clientId }, data });
    await tx.hose.updateMany({
      where: { clientId, customerOrganisationId: customerId },
      data: { distributorOrganisationId: data.distributorId },
    });
    await recordAudit(tx, ctx, organisationEntry(action, after, { before, after }));
    return after;
  });
}
