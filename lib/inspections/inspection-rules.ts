import type { AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";

/**
 * What the inspection form should say before anything is recorded: whether this customer wants
 * the inspection signed, and whether it wants a competence the inspector has no valid record of
 * today (the server refuses then; the form warns first). The same rules as attest-inspection.ts.
 */
export async function inspectionRulesFor(
  ctx: AuthedCtx,
  customerOrganisationId: string,
  today = todayDate(),
): Promise<{ requireSignature: boolean; competenceMissing: boolean }> {
  const [customer, competences] = await Promise.all([
    db().organisation.findFirst({
      where: { id: customerOrganisationId, clientId: ctx.client.id },
      select: { requireInspectorCompetence: true, requireSignedInspections: true },
    }),
    db().competence.count({
      where: { clientId: ctx.client.id, userId: ctx.user.id, validUntil: { gte: today }, approvedAt: { not: null } },
    }),
  ]);
  return {
    requireSignature: customer?.requireSignedInspections ?? false,
    competenceMissing: (customer?.requireInspectorCompetence ?? false) && competences === 0,
  };
}
