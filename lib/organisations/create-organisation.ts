import { recordAudit } from "@/lib/audit/record-audit";
import { organisationEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { ROLE } from "@/lib/core/roles";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique";
import { forbidden } from "@/lib/core/errors";
import { withNewAccountCode } from "./account-code";
import type { OrganisationCreateInput } from "./schemas";

/**
 * A user creates a distributor or customer organisation and becomes its Admin (SPEC §2.5
 * OrganisationCreate). The account code is random and unique within the client: a collision
 * (one in hundreds of millions) is retried.
 */
export async function createOrganisation(ctx: AuthedCtx, input: OrganisationCreateInput) {
  // SPEC §6: a system admin cannot create an organisation.
  if (ctx.user.systemAdmin) throw forbidden();
  return withNewAccountCode(
    (accountCode) =>
      db().$transaction(async (tx) => {
        const organisation = await tx.organisation.create({ data: { clientId: ctx.client.id, ...input, accountCode } });
        await tx.organisationUser.create({
          data: { clientId: ctx.client.id, userId: ctx.user.id, organisationId: organisation.id, role: ROLE.ADMIN },
        });
        await recordAudit(tx, ctx, organisationEntry("organisation.create", organisation, { after: organisation }));
        return { id: organisation.id, accountCode: organisation.accountCode };
      }),
    isUniqueViolation,
  );
}
