import { recordAudit } from "@/lib/audit/record-audit";
import { organisationEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { organisationArchivedMessage } from "./messages";

/**
 * Archiving removes access for every user of the organisation at once: memberships of an
 * archived organisation are left out of every session (lib/auth/load-user.ts). Client admin
 * only; archiving an archived organisation (or unarchiving an active one) changes nothing.
 */
export async function setOrganisationArchived(ctx: AuthedCtx, id: string, archived: boolean): Promise<string> {
  if (!ctx.flags.isClientAdmin) throw forbidden();
  const organisation = await db().organisation.findFirst({ where: inClient(ctx, { id }) });
  if (!organisation) throw notFound("Organisation not found");
  if ((organisation.deletedAt !== null) !== archived) {
    await db().$transaction(async (tx) => {
      const after = await tx.organisation.update({
        where: { id: organisation.id },
        data: { deletedAt: archived ? new Date() : null },
      });
      const action = archived ? "organisation.archive" : "organisation.unarchive";
      await recordAudit(tx, ctx, organisationEntry(action, after, { before: organisation, after }));
    });
  }
  return organisationArchivedMessage(organisation.name, archived);
}
