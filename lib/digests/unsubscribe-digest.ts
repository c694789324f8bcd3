import { recordAudit } from "@/lib/audit/record-audit";
import { buildCtx } from "@/lib/core/ctx";
import { linkHolder, userEntry } from "@/lib/auth/user-audit";
import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/core/errors";
import { effectiveDigest } from "./period";
import { verifyUnsubscribeToken, type UnsubscribeClaims } from "./unsubscribe-token";

/**
 * The digest's unsubscribe link (RFC 8058). The link itself is the credential (no
 * login): a tampered token is refused with 400; a token of another client's host answers 404
 * like any foreign row. GET only describes (mail scanners follow links); POST turns it off.
 */
export const INVALID_UNSUBSCRIBE = "This unsubscribe link is not valid";

async function claimsFor(client: Client, token: string): Promise<UnsubscribeClaims> {
  const claims = await verifyUnsubscribeToken(token);
  if (!claims) throw new AppError("BAD_REQUEST", { global: [INVALID_UNSUBSCRIBE] });
  if (claims.clientId !== client.id) throw notFound(INVALID_UNSUBSCRIBE);
  return claims;
}

export type UnsubscribeTarget = { organisationName: string; email: string; alreadyOff: boolean };

/** What the confirmation page shows; changes nothing. */
export async function describeUnsubscribe(client: Client, token: string): Promise<UnsubscribeTarget> {
  const claims = await claimsFor(client, token);
  const [user, membership, organisation] = await Promise.all([
    db().user.findFirst({
      where: { id: claims.userId, clientId: client.id, deletedAt: null },
      select: { email: true },
    }),
    db().organisationUser.findFirst({
      where: { userId: claims.userId, organisationId: claims.organisationId, clientId: client.id },
      select: { role: true, digestFrequency: true, digestWeekday: true },
    }),
    db().organisation.findFirst({
      where: { id: claims.organisationId, clientId: client.id },
      select: { name: true },
    }),
  ]);
  if (!user || !organisation) throw notFound(INVALID_UNSUBSCRIBE);
  return {
    organisationName: organisation.name,
    email: user.email,
    alreadyOff: !membership || effectiveDigest(membership).frequency === "OFF",
  };
}

/**
 * Turns the digest off. Works once: a second use (or a digest already off, or a membership
 * that has ended) answers that it is already off, never an error page.
 */
export async function unsubscribeDigest(client: Client, token: string): Promise<string> {
  const claims = await claimsFor(client, token);
  const organisation = await db().organisation.findFirst({
    where: { id: claims.organisationId, clientId: client.id },
    select: { name: true },
  });
  if (!organisation) throw notFound(INVALID_UNSUBSCRIBE);
  // One conditional statement: two clicks at once turn it off once, and the answers agree.
  const count = await db().$transaction(async (tx) => {
    const { count } = await tx.organisationUser.updateMany({
      where: {
        userId: claims.userId,
        organisationId: claims.organisationId,
        clientId: client.id,
        OR: [{ digestFrequency: { in: ["DAILY", "WEEKLY"] } }, { digestFrequency: null, role: { in: [1, 2] } }],
      },
      data: { digestFrequency: "OFF", digestWeekday: null },
    });
    const user = count ? await tx.user.findUnique({ where: { id: claims.userId } }) : null;
    if (user) {
      // The link's holder acted (the email went to them); no one is signed in.
      await recordAudit(
        tx,
        buildCtx(client, null),
        userEntry("user.digest.unsubscribe", user, {
          organisationId: claims.organisationId,
          actor: linkHolder(user),
          after: { digestFrequency: "OFF" },
        }),
      );
    }
    return count;
  });
  return count
    ? `You will no longer receive the email digest of ${organisation.name}`
    : `The email digest of ${organisation.name} is already off`;
}
