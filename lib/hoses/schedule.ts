import { Prisma } from "@/lib/generated/prisma/client";
import { addDaysUtc, addMonthsUtc } from "@/lib/dates";

/**
 * A hose's status and due dates (SPEC §4, 9), in one place.
 *
 * Stored on the hose row, recomputed in the same transaction as every change that affects them
 * (create, edit, inspection, organisation settings applied to existing hoses):
 *  - status: 3 Uninstalled when the hose has no zone; else the latest inspection's result
 *    (0 Good, 1 Monitor, 2 Replace), Good when never inspected;
 *  - nextInspectionDate: the inspection interval after the latest inspection, or after
 *    installation when never inspected; none for an uninstalled hose;
 *  - replacementDate: the replacement interval after installation; none when uninstalled;
 *  - replacementWarningDate: the organisation's warning months before the replacement date.
 * The intervals are the hose's own when its timeline override is on, else its organisation's.
 *
 * What changes with the calendar alone is read against today, never stored, so nothing goes
 * stale overnight (each is an indexed comparison in SQL, see `statusWhere`):
 *  - a Good or Monitor hose whose replacement date has come reads Replace;
 *  - the replacement warning shows from the warning date until the hose is uninstalled;
 *  - an inspection is due when the next inspection date is within DUE_SOON_DAYS (overdue once
 *    the date has passed: 'Inspection was due on {date}').
 * Month arithmetic clamps to month ends (31 Jan + 1 month = 28/29 Feb), as Postgres does.
 */
export const HOSE_STATUS = { GOOD: 0, MONITOR: 1, REPLACE: 2, UNINSTALLED: 3 } as const;

/** "Due inspection" looks this many days ahead, so planners see next month's work. */
export const DUE_SOON_DAYS = 30;

export type Intervals = {
  hoseInspectionMonths: number;
  hoseReplacementMonths: number;
  hoseReplacementWarningMonths: number;
};

export type ScheduleInput = {
  organisationZoneId: string | null;
  installationDate: Date | null;
  lastInspectionDate: Date | null;
  lastInspectionResult: number | null;
  /** The timeline override (null when off). */
  hoseInspectionMonths: number | null;
  hoseReplacementMonths: number | null;
};

export type Schedule = {
  status: number;
  nextInspectionDate: Date | null;
  replacementDate: Date | null;
  replacementWarningDate: Date | null;
};

/** The hose's own intervals when its timeline override is on, else the organisation's. */
export function effectiveIntervals(
  org: Intervals,
  hose: { hoseInspectionMonths: number | null; hoseReplacementMonths: number | null },
): Intervals {
  return {
    hoseInspectionMonths: hose.hoseInspectionMonths ?? org.hoseInspectionMonths,
    hoseReplacementMonths: hose.hoseReplacementMonths ?? org.hoseReplacementMonths,
    hoseReplacementWarningMonths: org.hoseReplacementWarningMonths,
  };
}

/** The stored fields of a hose, from its organisation's intervals and its own facts. */
export function hoseSchedule(org: Intervals, hose: ScheduleInput): Schedule {
  if (hose.organisationZoneId === null) {
    return {
      status: HOSE_STATUS.UNINSTALLED,
      nextInspectionDate: null,
      replacementDate: null,
      replacementWarningDate: null,
    };
  }
  const intervals = effectiveIntervals(org, hose);
  const from = hose.lastInspectionDate ?? hose.installationDate;
  const replacementDate = hose.installationDate
    ? addMonthsUtc(hose.installationDate, intervals.hoseReplacementMonths)
    : null;
  return {
    status: hose.lastInspectionResult ?? HOSE_STATUS.GOOD,
    nextInspectionDate: from ? addMonthsUtc(from, intervals.hoseInspectionMonths) : null,
    replacementDate,
    // From the installation date, like Postgres: (install + (r - w) months) is not always
    // (install + r months) - w months at month ends, and both sides must agree.
    replacementWarningDate: hose.installationDate
      ? addMonthsUtc(hose.installationDate, intervals.hoseReplacementMonths - intervals.hoseReplacementWarningMonths)
      : null,
  };
}

type StoredSchedule = Pick<Schedule, "status" | "replacementDate" | "replacementWarningDate" | "nextInspectionDate">;

/** The status shown today: a Good or Monitor hose past its replacement date reads Replace. */
export function currentStatus(hose: Pick<StoredSchedule, "status" | "replacementDate">, today: Date): number {
  const due = hose.replacementDate !== null && hose.replacementDate.getTime() <= today.getTime();
  return (hose.status === HOSE_STATUS.GOOD || hose.status === HOSE_STATUS.MONITOR) && due
    ? HOSE_STATUS.REPLACE
    : hose.status;
}

/** The error dot beside the due date: the replacement warning window has begun. */
export function hasReplacementWarning(
  hose: Pick<StoredSchedule, "status" | "replacementWarningDate">,
  today: Date,
): boolean {
  return (
    hose.status !== HOSE_STATUS.UNINSTALLED &&
    hose.replacementWarningDate !== null &&
    hose.replacementWarningDate.getTime() <= today.getTime()
  );
}

/** Due inspection (within DUE_SOON_DAYS, overdue included). */
export function isInspectionDue(hose: Pick<StoredSchedule, "nextInspectionDate">, today: Date): boolean {
  return (
    hose.nextInspectionDate !== null && hose.nextInspectionDate.getTime() <= addDaysUtc(today, DUE_SOON_DAYS).getTime()
  );
}

/** Overdue: the next inspection date has passed. */
export function isInspectionOverdue(hose: Pick<StoredSchedule, "nextInspectionDate">, today: Date): boolean {
  return hose.nextInspectionDate !== null && hose.nextInspectionDate.getTime() < today.getTime();
}

/**
 * The same rules for many hoses at once, in one statement (organisation settings applied to
 * existing hoses). `where` narrows the hoses (it may refer to the hose as h). Archived hoses
 * keep their dates. Returns the number of hoses updated.
 */
export async function recomputeSchedules(
  tx: { $executeRaw: (query: Prisma.Sql) => Promise<number> },
  clientId: string,
  where: Prisma.Sql,
): Promise<number> {
  return tx.$executeRaw(Prisma.sql`
    UPDATE "Hose" h SET
      "status" = CASE WHEN h."organisationZoneId" IS NULL THEN 3 ELSE COALESCE(h."lastInspectionResult", 0) END,
      "nextInspectionDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
        (COALESCE(h."lastInspectionDate", h."installationDate")
          + make_interval(months => COALESCE(h."hoseInspectionMonths", o."hoseInspectionMonths")))::date END,
      "replacementDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
        (h."installationDate" + make_interval(months => COALESCE(h."hoseReplacementMonths", o."hoseReplacementMonths")))::date END,
      "replacementWarningDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
        (h."installationDate" + make_interval(months =>
          COALESCE(h."hoseReplacementMonths", o."hoseReplacementMonths") - o."hoseReplacementWarningMonths"))::date END,
      "updatedAt" = now()
    FROM "Organisation" o
    WHERE o."id" = h."customerOrganisationId" AND h."clientId" = ${clientId}::uuid AND h."deletedAt" IS NULL AND ${where}`);
}

/** The hose list's status filter values: a status (HOSE_STATUS) as text. */
export const STATUS_FILTER = { GOOD: "0", MONITOR: "1", REPLACE: "2", UNINSTALLED: "3" } as const;
export type StatusFilter = (typeof STATUS_FILTER)[keyof typeof STATUS_FILTER];

/** The hose list's inspection filter values (links from count cards and digests carry them). */
export const INSPECTION_DUE_FILTER = { DUE: "2", OVERDUE: "1", SOON: "3" } as const;

/** The hose list's replacement filter value. */
export const REPLACEMENT_WARNING_FILTER = "1";

/**
 * The hoses whose status reads `status` today, as a Prisma where (indexed comparisons:
 * status, replacementDate). Mirrors `currentStatus`.
 */
export function statusWhere(status: StatusFilter, today: Date): Prisma.HoseWhereInput {
  const notDue: Prisma.HoseWhereInput = { OR: [{ replacementDate: null }, { replacementDate: { gt: today } }] };
  switch (status) {
    case STATUS_FILTER.GOOD:
      return { AND: [{ status: HOSE_STATUS.GOOD }, notDue] };
    case STATUS_FILTER.MONITOR:
      return { AND: [{ status: HOSE_STATUS.MONITOR }, notDue] };
    case STATUS_FILTER.REPLACE:
      return {
        OR: [
          { status: HOSE_STATUS.REPLACE },
          { status: { in: [HOSE_STATUS.GOOD, HOSE_STATUS.MONITOR] }, replacementDate: { lte: today } },
        ],
      };
    case STATUS_FILTER.UNINSTALLED:
      return { status: HOSE_STATUS.UNINSTALLED };
  }
}

/**
 * Due inspection (mirrors `isInspectionDue`), overdue (mirrors `isInspectionOverdue`) and
 * soon: due within DUE_SOON_DAYS but not yet overdue (the dashboard's 'Due in the next 30 days').
 */
export function dueWhere(kind: "due" | "overdue" | "soon", today: Date): Prisma.HoseWhereInput {
  const horizon = addDaysUtc(today, DUE_SOON_DAYS);
  if (kind === "due") return { nextInspectionDate: { lte: horizon } };
  if (kind === "overdue") return { nextInspectionDate: { lt: today } };
  return { nextInspectionDate: { gte: today, lte: horizon } };
}

/** Replacement warning (mirrors `hasReplacementWarning`). */
export function warningWhere(today: Date): Prisma.HoseWhereInput {
  return { status: { not: HOSE_STATUS.UNINSTALLED }, replacementWarningDate: { lte: today } };
}
