import { recordAudit, type AuditEntry, type AuditWriter } from "@/lib/audit/record-audit";
import type { Ctx } from "@/lib/core/ctx";
import { ROLE_LABELS } from "@/lib/core/roles";
import type { Prisma } from "@/lib/generated/prisma/client";

/** An audit entry about a user account, named by name and address. */
export function userEntry(
  action: string,
  user: { id: string; firstName: string; lastName: string; email: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return {
    action,
    entity: "User",
    entityId: user.id,
    label: `${user.firstName} ${user.lastName} <${user.email}>`.trim(),
    ...more,
  };
}

/**
 * The holder of an emailed link (registration, password, email change, unsubscribe) as the
 * actor of an entry: no one is signed in, but the link names who acts.
 */
export function linkHolder(u: { id: string; firstName: string; lastName: string; email: string }) {
  return { id: u.id, fullName: `${u.firstName} ${u.lastName}`.trim(), email: u.email };
}

/** A membership as the trail shows a role: "Admin", "Manager, quote contact". */
export function roleSnapshot(m: { role: number; receiveQuotes: boolean }) {
  return { role: ROLE_LABELS[m.role] ?? String(m.role), receiveQuotes: m.receiveQuotes };
}

type Membership = { organisationId: string; role: number; receiveQuotes: boolean };

/** A user's rights across the client: the client admin flag and each membership, by organisation. */
export type Rights = { clientAdmin: boolean; memberships: Map<string, Membership & { name: string }> };

/** Reads a user's rights in one query, for the entries of a client admin's edit. */
export async function rightsOf(tx: Pick<Prisma.TransactionClient, "user">, userId: string): Promise<Rights> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      clientAdmin: true,
      memberships: {
        select: { organisationId: true, role: true, receiveQuotes: true, organisation: { select: { name: true } } },
      },
    },
  });
  return {
    clientAdmin: user.clientAdmin,
    memberships: new Map(user.memberships.map((m) => [m.organisationId, { ...m, name: m.organisation.name }])),
  };
}

/**
 * Rights as the client-level entry shows them: the client admin flag and each membership as
 * "Organisation: Role", sorted, so before/after shows exactly what moved.
 */
export function rightsSnapshot(r: Rights): { clientAdmin: boolean; organisations: string[] } {
  const organisations = [...r.memberships.values()]
    .map((m) => `${m.name}: ${ROLE_LABELS[m.role] ?? m.role}${m.receiveQuotes ? ", quote contact" : ""}`)
    .sort();
  return { clientAdmin: r.clientAdmin, organisations };
}

/**
 * One entry per organisation whose membership a client admin changed (given, changed, removed),
 * filed under that organisation: its Admins see who was given or lost access there, and only
 * their own organisation's role (never the person's roles elsewhere).
 */
export async function recordMembershipChanges(
  tx: AuditWriter,
  ctx: Ctx,
  user: { id: string; firstName: string; lastName: string; email: string },
  before: Map<string, Membership>,
  after: Map<string, Membership>,
): Promise<void> {
  for (const organisationId of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(organisationId);
    const now = after.get(organisationId);
    if (was && now && was.role === now.role && was.receiveQuotes === now.receiveQuotes) continue;
    const action = !was ? "user.add" : !now ? "user.revoke" : "user.role";
    await recordAudit(
      tx,
      ctx,
      userEntry(action, user, {
        organisationId,
        before: was ? roleSnapshot(was) : null,
        after: now ? roleSnapshot(now) : null,
      }),
    );
  }
}
