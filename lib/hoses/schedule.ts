import { Prisma } from "@/lib/generated/prisma/client";
import { addDaysUtc, addMonthsUtc } from "@/lib/dates";
import { DGUV_DEFAULTS, resolvePolicy, type PolicyLayer, type ResolvedPolicy } from "./life-policy";

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
  /** The assembly (build) date: the maximum age and storage count from it. */
  buildDate?: Date | null;
};

export type Schedule = {
  status: number;
  nextInspectionDate: Date | null;
  replacementDate: Date | null;
  replacementWarningDate: Date | null;
  /** Installed after longer in storage than its policy allows. */
  storageExceeded: boolean;
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

const earliest = (...dates: Array<Date | null>): Date | null =>
  dates.reduce<Date | null>((min, d) => (d && (!min || d.getTime() < min.getTime()) ? d : min), null);

/**
 * The stored fields of a hose and the rules behind them. The rules come from its life policy
 * (lib/hoses/life-policy.ts: the hose's override, then configuration, zone, customer,
 * distributor and client policies, then the organisation's settings and the DGUV guide
 * values). The replacement date is the earlier of the replacement interval after installation
 * and the maximum age after assembly; the warning counts back from the same rule.
 */
export function scheduleWithRules(
  org: Intervals & { name?: string },
  hose: ScheduleInput,
  layers: readonly PolicyLayer[] = [],
): { schedule: Schedule; policy: ResolvedPolicy; replacementBy: "installation" | "age" | null } {
  const policy = resolvePolicy(org, hose, layers);
  if (hose.organisationZoneId === null) {
    return {
      schedule: {
        status: HOSE_STATUS.UNINSTALLED,
        nextInspectionDate: null,
        replacementDate: null,
        replacementWarningDate: null,
        storageExceeded: false,
      },
      policy,
      replacementBy: null,
    };
  }
  const from = hose.lastInspectionDate ?? hose.installationDate;
  const build = hose.buildDate ?? null;
  const install = hose.installationDate;
  const repl = policy.replacementMonths.months;
  const age = policy.maxAgeMonths.months;
  const warn = policy.warningMonths.months;
  const byInstallation = install ? addMonthsUtc(install, repl) : null;
  const byAge = build ? addMonthsUtc(build, age) : null;
  const replacementDate = earliest(byInstallation, byAge);
  const replacementBy =
    replacementDate === null ? null : byInstallation && replacementDate === byInstallation ? "installation" : "age";
  return {
    schedule: {
      status: hose.lastInspectionResult ?? HOSE_STATUS.GOOD,
      nextInspectionDate: from ? addMonthsUtc(from, policy.inspectionMonths.months) : null,
      replacementDate,
      // From the rule's own start, like Postgres: (install + (r - w) months) is not always
      // (install + r months) - w months at month ends, and both sides must agree.
      replacementWarningDate: earliest(
        install ? addMonthsUtc(install, repl - warn) : null,
        build ? addMonthsUtc(build, age - warn) : null,
      ),
      storageExceeded:
        build !== null &&
        install !== null &&
        install.getTime() > addMonthsUtc(build, policy.maxStorageMonths.months).getTime(),
    },
    policy,
    replacementBy,
  };
}

/** The stored fields of a hose, from its organisation's settings, its policies and its own facts. */
export function hoseSchedule(
  org: Intervals & { name?: string },
  hose: ScheduleInput,
  layers: readonly PolicyLayer[] = [],
): Schedule {
  return scheduleWithRules(org, hose, layers).schedule;
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
 * The same rules for many hoses at once, in one set-based statement (organisation settings
 * applied to existing hoses, a life policy changed). `where` narrows the hoses (it may refer to
 * the hose as h). Each rule is the first value set along the order of lib/hoses/life-policy.ts
 * (COALESCE over the levels' policies; at the zone level, the nearest zone up the path that sets the rule). Archived
 * hoses keep their dates. Returns the number of hoses updated.
 */
export async function recomputeSchedules(
  tx: { $executeRaw: (query: Prisma.Sql) => Promise<number> },
  clientId: string,
  where: Prisma.Sql,
): Promise<number> {
  // The zone level: the nearest zone up the path (the hose's zone, then its parents, up to the
  // site) whose policy sets this rule.
  const zoneRule = (column: string) => Prisma.sql`(
        SELECT p."${Prisma.raw(column)}" FROM "OrganisationZone" z
        JOIN "LifePolicy" p ON p."clientId" = z."clientId" AND p."level" = 'zone'
          AND p."targetId"::text = ANY (string_to_array(z."path", '/'))
        WHERE z."id" = h."organisationZoneId" AND p."${Prisma.raw(column)}" IS NOT NULL
        ORDER BY array_position(string_to_array(z."path", '/'), p."targetId"::text) DESC
        LIMIT 1)`;
  const rule = (column: string, hoseColumn: string | null, fallback: Prisma.Sql) =>
    Prisma.sql`COALESCE(${hoseColumn ? Prisma.raw(`h."${hoseColumn}", `) : Prisma.empty}pc."${Prisma.raw(column)}", ${zoneRule(column)}, pu."${Prisma.raw(column)}", pd."${Prisma.raw(column)}", pk."${Prisma.raw(column)}", ${fallback})`;
  return tx.$executeRaw(Prisma.sql`
    UPDATE "Hose" t SET
      "status" = CASE WHEN r.zone IS NULL THEN 3 ELSE COALESCE(r.result, 0) END,
      "nextInspectionDate" = CASE WHEN r.zone IS NULL THEN NULL ELSE
        (COALESCE(r.inspected, r.installed) + make_interval(months => r.insp))::date END,
      "replacementDate" = CASE WHEN r.zone IS NULL THEN NULL ELSE
        LEAST((r.installed + make_interval(months => r.repl))::date, (r.built + make_interval(months => r.age))::date) END,
      "replacementWarningDate" = CASE WHEN r.zone IS NULL THEN NULL ELSE
        LEAST((r.installed + make_interval(months => r.repl - r.warn))::date,
              (r.built + make_interval(months => r.age - r.warn))::date) END,
      "storageExceeded" = COALESCE(r.zone IS NOT NULL
        AND r.installed > (r.built + make_interval(months => r.storage))::date, false),
      "updatedAt" = now()
    FROM (
      SELECT h."id", h."organisationZoneId" AS zone, h."lastInspectionResult" AS result,
        h."lastInspectionDate" AS inspected, h."installationDate" AS installed, h."buildDate" AS built,
        ${rule("inspectionMonths", "hoseInspectionMonths", Prisma.sql`o."hoseInspectionMonths"`)} AS insp,
        ${rule("replacementMonths", "hoseReplacementMonths", Prisma.sql`o."hoseReplacementMonths"`)} AS repl,
        ${rule("maxAgeMonths", null, Prisma.sql`${DGUV_DEFAULTS.maxAgeMonths}::int`)} AS age,
        ${rule("maxStorageMonths", null, Prisma.sql`${DGUV_DEFAULTS.maxStorageMonths}::int`)} AS storage,
        ${rule("warningMonths", null, Prisma.sql`o."hoseReplacementWarningMonths"`)} AS warn
      FROM "Hose" h
      JOIN "Organisation" o ON o."id" = h."customerOrganisationId"
      LEFT JOIN "LifePolicy" pc ON pc."clientId" = h."clientId" AND pc."level" = 'configuration'
        AND pc."targetId" = h."hoseConfigurationId"
      LEFT JOIN "LifePolicy" pu ON pu."clientId" = h."clientId" AND pu."level" = 'customer' AND pu."targetId" = o."id"
      LEFT JOIN "LifePolicy" pd ON pd."clientId" = h."clientId" AND pd."level" = 'distributor'
        AND pd."targetId" = o."distributorId"
      LEFT JOIN "LifePolicy" pk ON pk."clientId" = h."clientId" AND pk."level" = 'client' AND pk."targetId" = h."clientId"
      WHERE h."clientId" = ${clientId}::uuid AND h."deletedAt" IS NULL AND ${where}
    ) r
    WHERE t."id" = r."id"`);
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
