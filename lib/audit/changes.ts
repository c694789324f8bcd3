import type { Prisma } from "@/lib/generated/prisma/client";

/** A record as the audit sees it: plain field values (dates, numbers, strings, lists...). */
export type Snapshot = Record<string, unknown>;
export type FieldChange = { before: Prisma.InputJsonValue | null; after: Prisma.InputJsonValue | null };
export type Changes = Record<string, FieldChange>;

/**
 * Fields that never enter the trail, whatever the caller passes: secrets and their hashes
 * ("no password hash or token ever"), and bookkeeping that changes on every write.
 */
const SECRET = /password|hash|token|secret|otp|salt/i;
const NOISE = new Set(["updatedAt", "createdAt", "sessionVersion"]);

export function isAuditable(field: string): boolean {
  return !SECRET.test(field) && !NOISE.has(field);
}

/**
 * The fields whose value differs between `before` and `after` (a creation has no `before`, a
 * removal no `after`), each as { before, after } in JSON form; null when nothing changed.
 */
export function changedFields(before: Snapshot | null | undefined, after: Snapshot | null | undefined): Changes | null {
  // Both sides given: the fields they share (a side may carry relations the other lacks).
  const fields = before && after ? Object.keys(after).filter((k) => k in before) : Object.keys(after ?? before ?? {});
  const changes: Changes = {};
  for (const field of fields.sort()) {
    if (!isAuditable(field)) continue;
    const was = toJson(before?.[field]);
    const now = toJson(after?.[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  return Object.keys(changes).length ? changes : null;
}

/** Dates as YYYY-MM-DD when they fall on midnight UTC (calendar dates), else ISO instants. */
function toJson(value: unknown): Prisma.InputJsonValue | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map((v) => toJson(v)) as Prisma.InputJsonValue;
  if (typeof value === "object") {
    // Prisma Decimal and similar value objects print themselves.
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") return JSON.parse(JSON.stringify(value));
    const out: Record<string, Prisma.InputJsonValue | null> = {};
    for (const [k, v] of Object.entries(value)) if (isAuditable(k)) out[k] = toJson(v);
    return out;
  }
  return value as Prisma.InputJsonValue;
}

/** Facts recorded beside the changes (`data`), through the same filter: no secret by any name. */
export function auditableData(data: Record<string, unknown>): Prisma.InputJsonObject {
  return toJson(data) as Prisma.InputJsonObject;
}
