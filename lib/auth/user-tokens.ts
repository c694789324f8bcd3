import { db } from "@/lib/db/client";
import type { UserTokenKind } from "@/lib/generated/prisma/enums";
import { hashToken, randomToken } from "@/lib/core/secrets";

/** How long each emailed / one-time token lives. */
export const TOKEN_HOURS: Record<UserTokenKind, number> = {
  VERIFY_EMAIL: 72,
  INVITATION: 7 * 24,
  RESET_PASSWORD: 2,
  EMAIL_CHANGE: 24,
  ONE_TIME_LOGIN: 0.25,
};

type Issue = {
  clientId: string;
  kind: UserTokenKind;
  userId?: string | null;
  email?: string | null;
  impersonatorId?: string | null;
};

/**
 * A single-use token: the raw value goes in the link, only its hash is stored. Issuing a new
 * token of a kind voids the user's earlier unused ones of that kind (the last email wins).
 */
export async function issueUserToken(t: Issue): Promise<string> {
  const token = randomToken();
  if (t.userId) {
    await db().userToken.updateMany({
      where: { userId: t.userId, kind: t.kind, usedAt: null },
      data: { usedAt: new Date() },
    });
  }
  await db().userToken.create({
    data: {
      clientId: t.clientId,
      kind: t.kind,
      userId: t.userId ?? null,
      email: t.email ?? null,
      impersonatorId: t.impersonatorId ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + TOKEN_HOURS[t.kind] * 3_600_000),
    },
  });
  return token;
}

/** The live (unused, unexpired) token of this client, or null. */
export async function findUserToken(clientId: string, token: string, kinds?: UserTokenKind[]) {
  const row = await db().userToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: true },
  });
  if (!row || row.clientId !== clientId || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  if (kinds && !kinds.includes(row.kind)) return null;
  return row;
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function consumeUserToken(id: string): Promise<boolean> {
  const result = await db().userToken.updateMany({ where: { id, usedAt: null }, data: { usedAt: new Date() } });
  return result.count === 1;
}
