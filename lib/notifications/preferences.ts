import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { userEntry } from "@/lib/auth/user-audit";
import type { FailureEmailPreferencesInput } from "./schemas";
import { NOTIFICATION_TEXT as T } from "./strings";

/** An unchosen setting follows the role: on for Admins (2), off for everyone else. */
export function wantsFailureEmails(m: { role: number; failureEmails: boolean | null }): boolean {
  return m.failureEmails ?? m.role === 2;
}

export type FailureEmailPreference = { organisationId: string; organisationName: string; email: boolean };

/** The caller's 'Email me when a hose fails' in each organisation they belong to, as it applies. */
export async function listFailureEmailPreferences(ctx: AuthedCtx): Promise<FailureEmailPreference[]> {
  const rows = await db().organisationUser.findMany({
    where: inClient(ctx, { userId: ctx.user.id, organisation: { deletedAt: null } }),
    select: { organisationId: true, role: true, failureEmails: true, organisation: { select: { name: true } } },
    orderBy: [{ organisation: { name: "asc" } }, { organisationId: "asc" }],
  });
  return rows.map((r) => ({
    organisationId: r.organisationId,
    organisationName: r.organisation.name,
    email: wantsFailureEmails(r),
  }));
}

/**
 * Saves the caller's own choices on their memberships (the where-clause names the user, so
 * nobody sets another's). An organisation the caller does not belong to is 404, nothing saved.
 */
export async function updateFailureEmailPreferences(
  ctx: AuthedCtx,
  input: FailureEmailPreferencesInput,
): Promise<string> {
  const ids = [...new Set(input.preferences.map((p) => p.organisationId))];
  await db().$transaction(async (tx) => {
    const found = await tx.organisationUser.count({
      where: inClient(ctx, { userId: ctx.user.id, organisationId: { in: ids }, organisation: { deletedAt: null } }),
    });
    if (found !== ids.length) throw new AppError("NOT_FOUND", { global: ["Organisation not found"] });
    for (const p of input.preferences) {
      const where = { userId_organisationId: { userId: ctx.user.id, organisationId: p.organisationId } };
      const before = await tx.organisationUser.findUniqueOrThrow({ where });
      const after = await tx.organisationUser.update({ where, data: { failureEmails: p.email } });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.failure-emails", ctx.user, { organisationId: p.organisationId, before, after }),
      );
    }
  });
  return T.settingSaved;
}
