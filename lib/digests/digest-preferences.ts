import { recordAudit } from "@/lib/audit/record-audit";
import { userEntry } from "@/lib/auth/user-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { effectiveDigest, type DigestFrequency } from "./period";
import type { DigestPreferencesInput } from "./schemas";

export type DigestPreference = {
  organisationId: string;
  organisationName: string;
  frequency: DigestFrequency;
  weekday: number | null;
};

/**
 * The caller's digest preference in each organisation they belong to (Your profile), as it
 * applies: an unchosen one shows the role's default.
 */
export async function listDigestPreferences(ctx: AuthedCtx): Promise<DigestPreference[]> {
  const rows = await db().organisationUser.findMany({
    where: inClient(ctx, { userId: ctx.user.id, organisation: { deletedAt: null } }),
    select: {
      organisationId: true,
      role: true,
      digestFrequency: true,
      digestWeekday: true,
      organisation: { select: { name: true } },
    },
    orderBy: [{ organisation: { name: "asc" } }, { organisationId: "asc" }],
  });
  return rows.map((r) => {
    const digest = effectiveDigest(r);
    return {
      organisationId: r.organisationId,
      organisationName: r.organisation.name,
      frequency: digest.frequency,
      weekday: digest.frequency === "WEEKLY" ? digest.weekday : null,
    };
  });
}

/**
 * Saves the caller's own choices, each on their membership (the where-clause names the user,
 * so nobody sets another's). An organisation the caller does not belong to answers 404 and
 * nothing is saved.
 */
export async function updateDigestPreferences(ctx: AuthedCtx, input: DigestPreferencesInput): Promise<string> {
  const ids = [...new Set(input.preferences.map((p) => p.organisationId))];
  await db().$transaction(async (tx) => {
    const found = await tx.organisationUser.count({
      where: inClient(ctx, { userId: ctx.user.id, organisationId: { in: ids }, organisation: { deletedAt: null } }),
    });
    if (found !== ids.length) throw new AppError("NOT_FOUND", { global: ["Organisation not found"] });
    for (const p of input.preferences) {
      const where = { userId_organisationId: { userId: ctx.user.id, organisationId: p.organisationId } };
      const before = await tx.organisationUser.findUniqueOrThrow({ where });
      const after = await tx.organisationUser.update({
        where,
        data: { digestFrequency: p.frequency, digestWeekday: p.frequency === "WEEKLY" ? p.weekday : null },
      });
      await recordAudit(
        tx,
        ctx,
        userEntry("user.digest", ctx.user, { organisationId: p.organisationId, before, after }),
      );
    }
  });
  return "Your email digests have been saved";
}
