import { db } from "@/lib/db/client";
import type { SessionUser } from "@/lib/core/session";
import { takeRiders } from "@/lib/db/request-memo";
import { asPressure, asSystem, unitsOf, type Reader } from "@/lib/units/convert";
import { isLocale, userLocale } from "@/lib/i18n/locales";

type Row = {
  id: string;
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  clientAdmin: boolean;
  systemAdmin: boolean;
  emailChange: string | null;
  sessionVersion: number;
  unitSystem: string | null;
  pressureUnit: string | null;
  locale: string | null;
  languages: string[];
  defaultLocale: string;
  role: number | null;
  receiveQuotes: boolean | null;
  organisationId: string | null;
  name: string | null;
  isDistributor: boolean | null;
  accountCode: string | null;
  fields: unknown;
  distributorId: string | null;
  distributorConfigurationsVisible: boolean | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads a live user of the given client with the organisations it can act for (archived
 * organisations are left out: archiving removes access). Null when absent or deleted.
 *
 * Every authenticated request runs this, so it is one statement on primary and unique keys
 * (User by id, OrganisationUser by (userId, organisationId), Organisation by id): one round
 * trip instead of one per relation. With `sessionId` (a token's sid), the same statement also
 * refuses a session that was ended server side (logout).
 */
export async function loadSessionUser(
  clientId: string,
  userId: string,
  sessionId?: string,
): Promise<SessionUser | null> {
  return (await loadSession(clientId, userId, sessionId))?.user ?? null;
}

/**
 * loadSessionUser for a request's session. The statement also carries the request's riders
 * (lib/db/request-memo.ts): columns another layer asked to have read in this same round trip.
 */
export async function loadSession(
  clientId: string,
  userId: string,
  sessionId: string | undefined,
): Promise<{ user: SessionUser } | null> {
  if (!UUID.test(clientId) || !UUID.test(userId)) return null;
  if (sessionId !== undefined && !UUID.test(sessionId)) return null;
  const riders = takeRiders();
  const rows = await db().$queryRaw<Array<Row & Record<string, unknown>>>`
    SELECT u."id", u."clientId", u."email", u."firstName", u."lastName", u."clientAdmin", u."systemAdmin", u."emailChange",
           u."sessionVersion", u."unitSystem", u."pressureUnit", u."locale", c."languages", c."defaultLocale", m."role", m."receiveQuotes", o."id" AS "organisationId", o."name", o."isDistributor",
           o."accountCode", o."fields", o."distributorId", o."distributorConfigurationsVisible" ${riders.columns}
    FROM "User" u
    JOIN "Client" c ON c."id" = u."clientId"
    LEFT JOIN ("OrganisationUser" m JOIN "Organisation" o ON o."id" = m."organisationId" AND o."deletedAt" IS NULL)
      ON m."userId" = u."id"
    WHERE u."id" = ${userId}::uuid AND u."clientId" = ${clientId}::uuid AND u."deletedAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "RevokedSession" r WHERE r."id" = ${sessionId ?? null}::uuid)
    ORDER BY o."name" ASC, o."id" ASC`;
  const user = rows[0];
  riders.read(user);
  if (!user) return null;
  const sessionUser: SessionUser = {
    id: user.id,
    clientId: user.clientId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    clientAdmin: user.clientAdmin,
    systemAdmin: user.systemAdmin,
    emailChange: user.emailChange,
    sessionVersion: user.sessionVersion,
    unitChoice: { system: user.unitSystem, pressure: user.pressureUnit },
    // The language they see: their own while the client offers it, else the client's default.
    locale: userLocale(user, user.locale),
    ownLocale: isLocale(user.locale) ? user.locale : null,
    organisations: rows
      .filter((r) => r.organisationId !== null)
      .map((o) => ({
        id: o.organisationId!,
        name: o.name!,
        isDistributor: o.isDistributor!,
        role: o.role!,
        receiveQuotes: o.receiveQuotes!,
        accountCode: o.accountCode!,
        fields: o.fields,
        configurationsVisible: o.isDistributor! || o.distributorId === null || o.distributorConfigurationsVisible!,
      })),
  };
  return { user: sessionUser };
}

/**
 * The API's view of the current user (GET /me): never the session generation; while
 * impersonating, who is behind it ("Back to client admin" shows their name).
 */
export function toProfile(user: SessionUser, impersonator: { fullName: string } | null, client: Reader["client"]) {
  const units = unitsOf({ client, user });
  // Field by field, never a spread: a field added to the session user stays private.
  return {
    id: user.id,
    clientId: user.clientId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    clientAdmin: user.clientAdmin,
    systemAdmin: user.systemAdmin,
    emailChange: user.emailChange,
    locale: user.locale,
    ownLocale: user.ownLocale,
    organisations: user.organisations.map((o) => ({
      id: o.id,
      name: o.name,
      isDistributor: o.isDistributor,
      role: o.role,
      receiveQuotes: o.receiveQuotes,
      accountCode: o.accountCode,
      fields: o.fields,
      configurationsVisible: o.configurationsVisible,
    })),
    impersonating: impersonator !== null,
    impersonator: impersonator?.fullName ?? null,
    units: {
      ...units,
      choice: { system: asSystem(user.unitChoice?.system), pressure: asPressure(user.unitChoice?.pressure) },
    },
  };
}

export type Profile = ReturnType<typeof toProfile>;

/** The caller's profile as stored now (after an update), with the impersonation of the session. */
export async function loadProfile(session: {
  client: Reader["client"];
  user: Pick<SessionUser, "id" | "clientId">;
  impersonator: { fullName: string } | null;
}): Promise<Profile | null> {
  const user = await loadSessionUser(session.user.clientId, session.user.id);
  return user && toProfile(user, session.impersonator, session.client);
}
