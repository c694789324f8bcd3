import { recordAudit } from "@/lib/audit/record-audit";
import { requirePerson, type AuthedCtx } from "@/lib/core/ctx";
import { forbidden } from "@/lib/core/errors";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { CompetenceCreateInput } from "./schemas";

export const competenceAddedMessage = (qualification: string) => `${qualification} has been added`;

/**
 * POST /me/competences: a user records a qualification they hold. Not while impersonating: a
 * competence vouches for a person, and the admin behind an impersonation is someone else.
 */
export async function addOwnCompetence(ctx: AuthedCtx, input: CompetenceCreateInput) {
  requirePerson(ctx);
  if (ctx.impersonator) throw forbidden("A competence cannot be added while impersonating");
  const row = await db().$transaction(async (tx) => {
    const created = await tx.competence.create({
      data: {
        clientId: ctx.client.id,
        userId: ctx.user.id,
        qualification: input.qualification,
        issuedBy: input.issuedBy,
        validUntil: input.validUntil!,
      },
    });
    await recordAudit(tx, ctx, {
      action: "user.competence",
      entity: "User",
      entityId: ctx.user.id,
      label: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
      organisationId: null,
      data: {
        competenceId: created.id,
        qualification: created.qualification,
        issuedBy: created.issuedBy,
        validUntil: toIsoDate(created.validUntil),
      },
    });
    return created;
  });
  return { id: row.id, message: competenceAddedMessage(row.qualification) };
}
