import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { unauthorized } from "@/lib/core/errors";
import { signPortalJwt } from "./jwt";
import { LIMITS, consumeRateLimit } from "./rate-limit";
import { hashToken, randomToken } from "@/lib/core/secrets";

/** Access tokens are short-lived; the mobile app refreshes them with the rotating refresh token. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type TokenPair = { accessToken: string; refreshToken: string };

type Subject = {
  userId: string;
  clientId: string;
  sessionVersion: number;
  impersonator?: { id: string; sessionVersion: number };
};

/** `familyId`: the refresh-token family the access token belongs to (revoking it ends both). */
export function signAccessToken(s: Subject, familyId?: string): Promise<string> {
  return signPortalJwt(
    "access-token",
    {
      sub: s.userId,
      cid: s.clientId,
      sv: s.sessionVersion,
      ...(s.impersonator ? { imp: s.impersonator.id, isv: s.impersonator.sessionVersion } : {}),
      ...(familyId ? { sid: familyId } : {}),
    },
    ACCESS_TOKEN_SECONDS,
  );
}

/** A new pair; a new refresh-token family unless `familyId` continues one (rotation). */
export async function issueTokenPair(s: Subject, familyId: string = randomUUID()): Promise<TokenPair> {
  const refreshToken = randomToken();
  await db().refreshToken.create({
    data: {
      clientId: s.clientId,
      userId: s.userId,
      impersonatorId: s.impersonator?.id ?? null,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    },
  });
  return { accessToken: await signAccessToken(s, familyId), refreshToken };
}

const invalidRefresh = () => unauthorized("Your session has expired, please log in again");

/**
 * Rotation with reuse detection: a refresh token works once. Presenting one that was already
 * rotated (a stolen copy, or the legitimate client after a thief used it) revokes its whole
 * family, so both parties must log in again.
 */
export async function rotateRefreshToken(clientId: string, refreshToken: string): Promise<TokenPair> {
  const row = await db().refreshToken.findUnique({
    where: { tokenHash: hashToken(refreshToken) },
    include: { user: true },
  });
  if (!row || row.clientId !== clientId) throw invalidRefresh();
  if (row.rotatedAt || row.revokedAt) {
    await revokeFamily(row.familyId);
    throw invalidRefresh();
  }
  if (row.expiresAt.getTime() <= Date.now() || row.user.deletedAt) throw invalidRefresh();

  // Claim the row atomically: of two concurrent refreshes with the same token, one wins.
  const claimed = await db().refreshToken.updateMany({
    where: { id: row.id, rotatedAt: null, revokedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (claimed.count !== 1) {
    await revokeFamily(row.familyId);
    throw invalidRefresh();
  }
  let impersonator: Subject["impersonator"];
  if (row.impersonatorId) {
    const admin = await db().user.findFirst({ where: { id: row.impersonatorId, deletedAt: null } });
    if (!admin) throw invalidRefresh();
    impersonator = { id: admin.id, sessionVersion: admin.sessionVersion };
  }
  return issueTokenPair(
    { userId: row.userId, clientId, sessionVersion: row.user.sessionVersion, impersonator },
    row.familyId,
  );
}

/** POST /refresh: rotation, rate limited per client and IP (a refresh-token guessing brake). */
export async function refreshTokenPair(clientId: string, refreshToken: string, ip: string): Promise<TokenPair> {
  await consumeRateLimit(`refresh:${clientId}:${ip}`, LIMITS.refresh);
  return rotateRefreshToken(clientId, refreshToken);
}

/** Ends a refresh-token family, and at once the access tokens issued with it (their sid). */
export async function revokeFamily(familyId: string): Promise<void> {
  await db().refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
  await revokeSessionIds([familyId], ACCESS_TOKEN_SECONDS);
}

/** Logout: the presented refresh token's family ends (other devices stay signed in). */
export async function revokeRefreshToken(clientId: string, refreshToken: string): Promise<void> {
  const row = await db().refreshToken.findFirst({ where: { tokenHash: hashToken(refreshToken), clientId } });
  if (row) await revokeFamily(row.familyId);
}

/**
 * Ends single sessions server side: a JWT whose sid is listed is refused until it
 * would have expired anyway (`ttlSeconds` from now), so a copied cookie dies with the logout.
 */
export async function revokeSessionIds(ids: string[], ttlSeconds: number): Promise<void> {
  if (ids.length === 0) return;
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db().revokedSession.createMany({ data: ids.map((id) => ({ id, expiresAt })), skipDuplicates: true });
  // Now and then, drop the rows of sessions that have expired by themselves.
  if (Math.random() < 0.01)
    await db()
      .revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } })
      .catch(() => {});
}

/**
 * Ends every session of a user: refresh tokens revoked (their own, and the impersonation pairs
 * they started as an admin), access JWTs and cookies invalid (sv), and every unused
 * emailed or one-time token voided (a reset, invitation or one-time link must not outlive
 * "log out everywhere", a password change or account deletion).
 */
export async function endAllSessions(userId: string): Promise<void> {
  const now = new Date();
  await db().$transaction([
    db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
    db().refreshToken.updateMany({
      where: { OR: [{ userId }, { impersonatorId: userId }], revokedAt: null },
      data: { revokedAt: now },
    }),
    db().userToken.updateMany({
      where: { OR: [{ userId }, { impersonatorId: userId }], usedAt: null },
      data: { usedAt: now },
    }),
  ]);
}
