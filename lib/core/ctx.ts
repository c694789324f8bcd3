import type { Client } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "./errors";
import { roleFlags, type OrganisationMembership, type RoleFlags } from "./roles";
import type { ApiKeyCaller, Impersonator, Session, SessionUser } from "./session";

/**
 * What every service takes first: the tenant, the user (or none), the
 * organisation acted for (or 'admin' for client and system admins), the role flags, and the
 * real user behind an impersonation.
 */
export type Ctx = {
  client: Client;
  user: SessionUser | null;
  organisation: OrganisationMembership | "admin" | null;
  flags: RoleFlags;
  impersonator: Impersonator | null;
  /** Names the request (or server action) in the audit trail and in error reports. */
  requestId?: string;
  /** The caller's session (a token's sid): what it hands out, such as export links, ends with it. */
  sessionId?: string;
  /** The API key the request came with: it is not a person, so self-service is refused to it. */
  apiKey?: ApiKeyCaller;
};

export type AuthedCtx = Ctx & { user: SessionUser };

const NO_FLAGS = roleFlags({ clientAdmin: false, systemAdmin: false, ofCurrentClient: false, organisations: [] }, null);

/**
 * Builds the Ctx for a request. `organisationId` comes from the X-Organisation-Id header (API)
 * or the /portal/{org} segment (pages). An organisation the user is not a member of answers
 * 404, like any row outside the caller's reach; 'admin' needs client or system admin rights.
 */
export function buildCtx(
  client: Client,
  session: Session | null,
  organisationId?: string | null,
  // Web Crypto rather than node:crypto: the portal's menu (a client component) imports this
  // module for organisationKey, and a node:crypto import there makes the bundler ship a
  // browser copy of Node's crypto (about 100 KB gzip) to every portal page.
  requestId: string = globalThis.crypto.randomUUID(),
): Ctx {
  if (!session) return { client, user: null, organisation: null, flags: NO_FLAGS, impersonator: null, requestId };
  const { user, impersonator } = session;
  const subject = { ...user, ofCurrentClient: user.clientId === client.id };
  let organisation: Ctx["organisation"] = null;
  if (organisationId === "admin") {
    if (!(subject.ofCurrentClient && user.clientAdmin) && !user.systemAdmin) throw forbidden();
    organisation = "admin";
  } else if (organisationId) {
    organisation = user.organisations.find((o) => o.id === organisationId) ?? null;
    if (!organisation) throw notFound("Organisation not found");
  }
  return {
    client,
    user,
    organisation,
    flags: roleFlags(subject, organisation),
    impersonator,
    requestId,
    ...(session.sessionId ? { sessionId: session.sessionId } : {}),
    ...(session.apiKey ? { apiKey: session.apiKey } : {}),
  };
}

export function requireUser(ctx: Ctx): AuthedCtx {
  if (!ctx.user) throw forbidden();
  return ctx as AuthedCtx;
}

/**
 * The organisation the caller acts for, when it is one: null both for client and system admins
 * acting as 'admin' and for a caller who chose none. Most rules ask exactly this.
 */
export function actingOrganisation<O>(ctx: { organisation: O | "admin" | null }): O | null {
  const org = ctx.organisation;
  return org === "admin" ? null : org;
}

/**
 * The organisation part of a key that must not be shared across what the caller acts for
 * (idempotency keys, export links, the last organisation of a page session): 'admin', the
 * organisation's id, or null when none was chosen.
 */
export function organisationKey(ctx: { organisation: { id: string } | "admin" | null }): string | null {
  const org = ctx.organisation;
  return org === "admin" ? "admin" : (org?.id ?? null);
}

/** Said when an API key asks for what only the person behind an account may do. */
export const PERSON_ONLY = "An API key cannot do this: sign in as the person";

/**
 * What concerns a person rather than an organisation (their profile, notifications, sessions,
 * qualifications, signature): refused to an API key, which acts in its creator's name for the
 * organisation only.
 */
export function requirePerson(ctx: { apiKey?: unknown }): void {
  if (ctx.apiKey) throw new AppError("FORBIDDEN", { global: [PERSON_ONLY] });
}
