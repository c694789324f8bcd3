import { unauthorized } from "@/lib/core/errors";
import { ROLE } from "@/lib/core/roles";
import { hashToken } from "@/lib/core/secrets";
import type { Session } from "@/lib/core/session";
import { db } from "@/lib/db/client";
import { LIMITS, consumeRateLimit } from "@/lib/auth/rate-limit";
import { scopeName } from "./api-key-row";

/** How stale "last used" may get: one write a minute per key at most, not one per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * `X-Api-Key: <key>` as a session. The key acts for its organisation only, with the role its
 * scope allows: read is Read-only (sees what the organisation sees, changes nothing); write is
 * User (records inspections, edits hoses, requests quotes) but never an Admin or Manager, so a
 * key manages no users, settings or keys. The session's user is the key's creator (records that
 * name a person, such as an inspection's inspector, need a real user), shown everywhere under the
 * key's name: the audit trail says `API key "<name>"`. An unknown, revoked or other client's key:
 * 401. Each request spends one from the key's rate limit (429 past it).
 */
export async function sessionFromApiKey(clientId: string, key: string): Promise<Session> {
  const row = await db().apiKey.findUnique({
    where: { keyHash: hashToken(key) },
    select: {
      id: true,
      clientId: true,
      name: true,
      scope: true,
      lastUsedAt: true,
      createdById: true,
      // The key acts in its creator's name: it stops with the creator's access (account deleted,
      // removed from the organisation), as their own sessions do.
      createdBy: { select: { deletedAt: true, clientAdmin: true, memberships: { select: { organisationId: true } } } },
      organisation: {
        select: {
          id: true,
          name: true,
          isDistributor: true,
          accountCode: true,
          fields: true,
          distributorId: true,
          distributorConfigurationsVisible: true,
          deletedAt: true,
        },
      },
    },
  });
  if (!row || row.clientId !== clientId || row.organisation.deletedAt || !creatorMayAct(row))
    throw unauthorized("The API key is not valid");
  await consumeRateLimit(`api-key:${row.id}`, LIMITS.apiKey);
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db().apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  const org = row.organisation;
  const scope = scopeName(row.scope);
  return {
    user: {
      id: row.createdById,
      clientId,
      email: "",
      firstName: "API key",
      lastName: row.name,
      fullName: `API key "${row.name}"`,
      clientAdmin: false,
      systemAdmin: false,
      emailChange: null,
      sessionVersion: 0,
      // A key is no person: its answers are in the language the request asks for (Accept-Language).
      locale: "en-GB",
      ownLocale: null,
      organisations: [
        {
          id: org.id,
          name: org.name,
          isDistributor: org.isDistributor,
          role: scope === "read" ? ROLE.READ_ONLY : ROLE.USER,
          receiveQuotes: false,
          accountCode: org.accountCode,
          fields: org.fields,
          configurationsVisible:
            org.isDistributor || org.distributorId === null || org.distributorConfigurationsVisible,
        },
      ],
    },
    impersonator: null,
    apiKey: { id: row.id, name: row.name, scope },
  };
}

/** Whether the key's creator still has access to the key's organisation (a client admin has it to all). */
function creatorMayAct(row: {
  organisation: { id: string };
  createdBy: { deletedAt: Date | null; clientAdmin: boolean; memberships: Array<{ organisationId: string }> };
}): boolean {
  if (row.createdBy.deletedAt) return false;
  return row.createdBy.clientAdmin || row.createdBy.memberships.some((m) => m.organisationId === row.organisation.id);
}
