import { recordAudit } from "@/lib/audit/record-audit";
import { actingOrganisation, requirePerson, type AuthedCtx } from "@/lib/core/ctx";
import { conflict, forbidden, notFound } from "@/lib/core/errors";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canApproveCompetences } from "./access";
import { certificateOf } from "./list-competences";
import type { CompetenceRow } from "./schemas";

export const competenceApprovedMessage = (qualification: string, name: string) =>
  `${qualification} of ${name} has been approved`;
export const OWN_COMPETENCE = "Your own competence must be approved by another Admin";

/** The competences the caller may approve: the client's (client admin) or its organisation's members'. */
export function approvableCompetences(ctx: AuthedCtx): Prisma.CompetenceWhereInput {
  const acting = actingOrganisation(ctx);
  if (ctx.flags.isClientAdmin) return { clientId: ctx.client.id };
  return { clientId: ctx.client.id, user: { memberships: { some: { organisationId: acting!.id } } } };
}

/**
 * POST /competences/{id}/approve: an Admin has checked a self-declared competence (the
 * certificate, the issuer), and from now on it satisfies customers that require a valid
 * competence. A client admin approves anyone's; an organisation's Admin its members'. Never
 * one's own (another Admin vouches for it), nor while impersonating: the approval vouches for
 * the person who gives it.
 */
export async function approveCompetence(ctx: AuthedCtx, id: string) {
  requirePerson(ctx);
  if (!canApproveCompetences(ctx) || ctx.impersonator) throw forbidden();
  const row = await db().competence.findFirst({
    where: { AND: [approvableCompetences(ctx), { id }] },
    include: { user: { select: { firstName: true, lastName: true } } },
  });
  if (!row) throw notFound("Competence not found");
  if (row.userId === ctx.user.id) throw forbidden(OWN_COMPETENCE);
  if (row.approvedAt) throw conflict({ global: ["This competence is already approved"] });
  const name = `${row.user.firstName} ${row.user.lastName}`.trim();
  await db().$transaction(async (tx) => {
    const { count } = await tx.competence.updateMany({
      where: { id: row.id, approvedAt: null },
      data: { approvedAt: new Date(), approvedById: ctx.user.id },
    });
    if (count === 0) throw conflict({ global: ["This competence is already approved"] });
    await recordAudit(tx, ctx, {
      action: "user.competence.approve",
      entity: "User",
      entityId: row.userId,
      label: name,
      organisationId: actingOrganisation(ctx)?.id ?? null,
      data: {
        competenceId: row.id,
        qualification: row.qualification,
        issuedBy: row.issuedBy,
        validUntil: toIsoDate(row.validUntil),
      },
    });
  });
  return { id: row.id, message: competenceApprovedMessage(row.qualification, name) };
}

export type PendingCompetence = {
  id: string;
  person: string;
  email: string;
  qualification: string;
  issuedBy: string;
  validUntil: string;
  certificate: CompetenceRow["certificate"];
};

/** The competences waiting for the caller's approval (not the caller's own), soonest to expire first. */
export async function listPendingCompetences(ctx: AuthedCtx, today: Date): Promise<PendingCompetence[]> {
  if (!canApproveCompetences(ctx)) throw forbidden();
  const rows = await db().competence.findMany({
    where: {
      AND: [approvableCompetences(ctx), { approvedAt: null, validUntil: { gte: today }, userId: { not: ctx.user.id } }],
    },
    include: { user: { select: { firstName: true, lastName: true, email: true } } },
    orderBy: [{ validUntil: "asc" }, { id: "asc" }],
    take: 200,
  });
  return rows.map((c) => ({
    id: c.id,
    person: `${c.user.firstName} ${c.user.lastName}`.trim(),
    email: c.user.email,
    qualification: c.qualification,
    issuedBy: c.issuedBy,
    validUntil: toIsoDate(c.validUntil),
    certificate: certificateOf(c),
  }));
}
