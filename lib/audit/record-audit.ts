import { actingOrganisation, type Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { auditableData, changedFields, type Snapshot } from "./changes";
import type { AuditEntity } from "./entities";

/** Anything that can insert an entry: a transaction (always, for a write) or the client. */
export type AuditWriter = Pick<Prisma.TransactionClient, "auditEvent">;

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. "hose.update", "user.role". */
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  /** What the record is called (hose name, site name, email...), kept as it was then. */
  label?: string | null;
  /** The organisation whose record this is; defaults to the organisation acted for. */
  organisationId?: string | null;
  /** The record before and after the write: only the fields that differ are kept. */
  before?: Snapshot | null;
  after?: Snapshot | null;
  /** Facts that are not field changes (a file name, a count, a result). */
  data?: Record<string, Prisma.InputJsonValue | null>;
  /** A system admin acting on another client's record: the entry belongs to that client. */
  clientId?: string;
  /** Who acted when no one is signed in but the link they hold names them (an emailed link). */
  actor?: { id: string; fullName: string; email: string };
};

const named = (p: { fullName: string; email?: string } | null | undefined) =>
  p ? (p.email ? `${p.fullName} <${p.email}>` : p.fullName) : null;

/**
 * Who did what: the acting user and, while impersonating, the admin behind them;
 * when; the record and its changed fields; the client, the organisations and the request.
 * Called with the write's own transaction, so the entry and the change commit together or not
 * at all. The table refuses UPDATE and DELETE (see the audit_trail migration).
 */
export async function recordAudit(tx: AuditWriter, ctx: Ctx, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({ data: auditRow(ctx, entry) });
}

export function auditRow(ctx: Ctx, entry: AuditEntry): Prisma.AuditEventUncheckedCreateInput {
  const actingFor = actingOrganisation(ctx)?.id ?? null;
  const changes =
    entry.before !== undefined || entry.after !== undefined ? changedFields(entry.before, entry.after) : null;
  return {
    clientId: entry.clientId ?? ctx.client.id,
    organisationId: entry.organisationId === undefined ? actingFor : entry.organisationId,
    actorOrganisationId: actingFor,
    actorId: entry.actor?.id ?? ctx.user?.id ?? null,
    actorName: named(entry.actor ?? ctx.user) ?? "Anonymous visitor",
    impersonatorId: ctx.impersonator?.id ?? null,
    impersonatorName: named(ctx.impersonator),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    entityLabel: entry.label ?? null,
    ...(changes ? { changes } : {}),
    ...(entry.data ? { data: auditableData(entry.data) } : {}),
    requestId: ctx.requestId ?? null,
  };
}
