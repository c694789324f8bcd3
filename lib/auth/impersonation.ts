import { userEntry } from "./user-audit";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import type { AuthedCtx } from "@/lib/core/ctx";
import type { SessionUser } from "@/lib/core/session";
import { loadSessionUser } from "./load-user";
import { LIMITS, consumeRateLimit } from "./rate-limit";
import { issueTokenPair, type TokenPair } from "./tokens";
import { consumeUserToken, findUserToken, issueUserToken } from "./user-tokens";
import type { Client } from "@/lib/generated/prisma/client";

/**
 * A client admin acts as a non-admin user of the same client (SPEC §6). The pair carries the
 * admin's id, so every action taken is attributable to the real person. A browser gets a cookie
 * instead (`tokens: false`): no bearer pair is made for it.
 */
export async function impersonateUser(
  ctx: AuthedCtx,
  userId: string,
  opts: { tokens?: boolean } = {},
): Promise<{ target: SessionUser; tokens: TokenPair | null }> {
  if (!ctx.flags.isClientAdmin) throw forbidden();
  if (ctx.impersonator) throw forbidden("Go back to your own account before impersonating another user");
  const target = await loadSessionUser(ctx.client.id, userId);
  if (!target) throw notFound("User not found");
  if (target.clientAdmin || target.systemAdmin || target.id === ctx.user.id) {
    throw forbidden("Client admins cannot be impersonated");
  }
  // Recorded before anything is issued: a failure after the token existed would answer an error
  // for a session that works; a recorded attempt with no token is harmless.
  await recordAudit(db(), ctx, userEntry("impersonation.start", target, { organisationId: null }));
  const tokens =
    opts.tokens === false
      ? null
      : await issueTokenPair({
          userId: target.id,
          clientId: ctx.client.id,
          sessionVersion: target.sessionVersion,
          impersonator: { id: ctx.user.id, sessionVersion: ctx.user.sessionVersion },
        });
  return { target, tokens };
}

/**
 * System admin "Login as admin" for another client: a one-time login link on that client's
 * own hostname (sessions are bound to their client, so the browser must go there).
 */
export async function systemAdminLoginUrl(ctx: AuthedCtx, userId: string): Promise<string> {
  if (!ctx.user.systemAdmin) throw forbidden();
  const target = await db().user.findFirst({ where: { id: userId, deletedAt: null }, include: { client: true } });
  if (!target) throw notFound("User not found");
  // Another system admin has the same rights: signing in as them would only blur who acted.
  if (target.systemAdmin && target.id !== ctx.user.id) throw forbidden("System admins cannot be impersonated");
  await recordAudit(
    db(),
    ctx,
    userEntry("impersonation.link", target, { clientId: target.clientId, organisationId: null }),
  );
  const token = await issueUserToken({
    clientId: target.clientId,
    kind: "ONE_TIME_LOGIN",
    userId: target.id,
    impersonatorId: ctx.user.id,
  });
  return `${target.client.primaryUrl}/one-time-login/${token}`;
}

/**
 * A one-time login token for a user of this client. SPEC §6 reserves impersonation via client
 * users to system admins, so only they get one (client admins impersonate through the Users
 * list instead). The token signs its holder in as the target with the caller behind it: never
 * for a system admin.
 */
export async function issueOneTimeLogin(ctx: AuthedCtx, userId: string): Promise<string> {
  if (!ctx.user.systemAdmin) throw forbidden();
  if (ctx.impersonator) throw forbidden("Go back to your own account before impersonating another user");
  const target = await db().user.findFirst({ where: { id: userId, clientId: ctx.client.id, deletedAt: null } });
  if (!target) throw notFound("User not found");
  if (target.systemAdmin) throw forbidden("System admins cannot be impersonated");
  await recordAudit(db(), ctx, userEntry("impersonation.one-time-token", target, { organisationId: null }));
  return issueUserToken({
    clientId: ctx.client.id,
    kind: "ONE_TIME_LOGIN",
    userId: target.id,
    impersonatorId: ctx.user.id,
  });
}

/** Exchanges a one-time login token for a token pair (SPEC §2.1 /one-time-login/{token}). */
export async function redeemOneTimeLogin(
  client: Client,
  token: string,
  ip: string,
): Promise<{ user: SessionUser; tokens: TokenPair; impersonatorId: string | null }> {
  await consumeRateLimit(`one-time:${client.id}:${ip}`, LIMITS.oneTimeLogin);
  const row = await findUserToken(client.id, token, ["ONE_TIME_LOGIN"]);
  const user = row?.userId ? await loadSessionUser(client.id, row.userId) : null;
  if (!row || !user || !(await consumeUserToken(row.id)))
    throw new AppError("UNAUTHENTICATED", { global: ["Invalid request"] });
  let impersonator: { id: string; sessionVersion: number } | undefined;
  if (row.impersonatorId) {
    const admin = await db().user.findFirst({ where: { id: row.impersonatorId, deletedAt: null } });
    if (admin) impersonator = { id: admin.id, sessionVersion: admin.sessionVersion };
  }
  const tokens = await issueTokenPair({
    userId: user.id,
    clientId: client.id,
    sessionVersion: user.sessionVersion,
    impersonator,
  });
  return { user, tokens, impersonatorId: impersonator?.id ?? null };
}
