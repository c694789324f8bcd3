import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { forbidden } from "@/lib/core/errors";
import { today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { FAILURE_REASONS, retirementReasonLabel } from "@/lib/hoses/retirement";
import { kaplanMeier } from "./kaplan-meier";
import type { GroupBy, ServiceLife } from "./schemas";

/** Days in an average month: ages are counted in whole months of this length. */
const MONTH_DAYS = 30.4375;

/**
 * Suggest a shorter replacement interval where a cohort has enough early failures: at least
 * MIN_FAILURES failures, and its 10th-percentile life (the age by which one hose in ten has
 * failed) shorter than the replacement interval its hoses are given. The suggestion is that
 * 10th-percentile life, so that nine hoses in ten are replaced before they fail.
 */
export const MIN_FAILURES = 5;
export function suggestInterval(c: { failures: number; p10Months: number | null; plannedMonths: number | null }) {
  if (c.failures < MIN_FAILURES || c.p10Months === null || c.plannedMonths === null) return null;
  const suggested = Math.max(1, c.p10Months);
  return suggested < c.plannedMonths ? suggested : null;
}

/**
 * GET /analytics/service-life: how long hoses really last, by cohort. A hose's life runs from
 * its installation to its retirement (archived) or to today while in service. A hose retired
 * for an in-service failure or a failed inspection (FAILURE_REASONS) failed; every other hose
 * is censored. Hoses never installed are left out.
 *
 * The database does the heavy part: one GROUP BY (cohort, age in months) over the caller's
 * hoses, scoped like the hose list (customer: its own; distributor: its customers'; client
 * admin: all), then Kaplan-Meier over those counts here.
 */
export async function serviceLife(ctx: AuthedCtx, groupBy: GroupBy, today = todayDate()): Promise<ServiceLife> {
  const org = actingOrganisation(ctx);
  if (!ctx.flags.isClientAdmin && !org) throw forbidden();
  const scope = ctx.flags.isClientAdmin
    ? Prisma.sql`TRUE`
    : org!.isDistributor
      ? Prisma.sql`h."customerOrganisationId" IN (SELECT "id" FROM "Organisation"
          WHERE "clientId" = ${ctx.client.id}::uuid AND "distributorId" = ${org!.id}::uuid AND "deletedAt" IS NULL)`
      : Prisma.sql`h."customerOrganisationId" = ${org!.id}::uuid`;
  const { key, label, joins } = cohortColumns(groupBy);
  const failures = [...FAILURE_REASONS];
  const [rows, planned, modes] = await Promise.all([
    readDb().$queryRaw<
      Array<{ key: string; label: string; months: number; hoses: number; failures: number }>
    >(Prisma.sql`
      SELECT x.key, x.label, x.months, count(*)::int AS hoses, sum(x.failed)::int AS failures FROM (
        SELECT ${key} AS key, ${label} AS label,
          GREATEST(0, floor((COALESCE(h."deletedAt"::date, ${today}::date) - h."installationDate") / ${Prisma.raw(String(MONTH_DAYS))}))::int AS months,
          (h."deletedAt" IS NOT NULL AND h."retirementReason" = ANY (${failures}::text[]))::int AS failed
        FROM "Hose" h ${joins}
        WHERE h."clientId" = ${ctx.client.id}::uuid AND h."installationDate" IS NOT NULL AND ${scope}
      ) x
      GROUP BY x.key, x.label, x.months`),
    readDb().$queryRaw<Array<{ key: string; planned: number | null }>>(Prisma.sql`
      SELECT ${key} AS key,
        percentile_disc(0.5) WITHIN GROUP (ORDER BY floor((h."replacementDate" - h."installationDate") / ${Prisma.raw(String(MONTH_DAYS))})::int) AS planned
      FROM "Hose" h ${joins}
      WHERE h."clientId" = ${ctx.client.id}::uuid AND h."deletedAt" IS NULL AND h."replacementDate" IS NOT NULL
        AND h."installationDate" IS NOT NULL AND ${scope}
      GROUP BY 1`),
    readDb().$queryRaw<Array<{ reason: string; count: number }>>(Prisma.sql`
      SELECT h."retirementReason" AS reason, count(*)::int AS count FROM "Hose" h
      WHERE h."clientId" = ${ctx.client.id}::uuid AND h."deletedAt" IS NOT NULL
        AND h."retirementReason" = ANY (${failures}::text[]) AND ${scope}
      GROUP BY 1 ORDER BY 2 DESC, 1`),
  ]);

  const cohorts = new Map<
    string,
    { label: string; counts: Array<{ months: number; hoses: number; failures: number }> }
  >();
  for (const r of rows) {
    const c = cohorts.get(r.key) ?? { label: r.label, counts: [] };
    c.counts.push({ months: r.months, hoses: r.hoses, failures: r.failures });
    cohorts.set(r.key, c);
  }
  const plannedOf = new Map(planned.map((p) => [p.key, p.planned === null ? null : Number(p.planned)]));
  return {
    groupBy,
    cohorts: [...cohorts.entries()]
      .map(([k, c]) => {
        const km = kaplanMeier(c.counts);
        const plannedMonths = plannedOf.get(k) ?? null;
        return {
          key: k,
          label: c.label,
          hoses: km.hoses,
          failures: km.failures,
          medianMonths: km.medianMonths,
          p10Months: km.p10Months,
          curve: km.curve,
          plannedMonths,
          suggestedMonths: suggestInterval({ failures: km.failures, p10Months: km.p10Months, plannedMonths }),
        };
      })
      .sort((a, b) => b.hoses - a.hoses || a.label.localeCompare(b.label)),
    failureModes: modes.map((m) => ({ reason: m.reason, label: retirementReasonLabel(m.reason), count: m.count })),
  };
}

const NOT_RECORDED = "Not recorded";

/** The cohort's key and label expressions, and the joins they need. */
function cohortColumns(groupBy: GroupBy): { key: Prisma.Sql; label: Prisma.Sql; joins: Prisma.Sql } {
  switch (groupBy) {
    case "configuration":
      return {
        key: Prisma.sql`COALESCE(h."hoseConfigurationId"::text, '')`,
        label: Prisma.sql`COALESCE(c."name", ${NOT_RECORDED})`,
        joins: Prisma.sql`LEFT JOIN "HoseConfiguration" c ON c."id" = h."hoseConfigurationId"`,
      };
    case "hoseType":
      return {
        key: Prisma.sql`COALESCE(c."type", '')`,
        label: Prisma.sql`COALESCE(c."type", ${NOT_RECORDED})`,
        joins: Prisma.sql`LEFT JOIN "HoseConfiguration" c ON c."id" = h."hoseConfigurationId"`,
      };
    case "manufacturer":
      return {
        key: Prisma.sql`COALESCE(NULLIF(h."manufacturer", ''), c."manufacturer", '')`,
        label: Prisma.sql`COALESCE(NULLIF(h."manufacturer", ''), c."manufacturer", ${NOT_RECORDED})`,
        joins: Prisma.sql`LEFT JOIN "HoseConfiguration" c ON c."id" = h."hoseConfigurationId"`,
      };
    case "site":
      return {
        key: Prisma.sql`COALESCE(s."id"::text, '')`,
        label: Prisma.sql`COALESCE(s."name", ${NOT_RECORDED})`,
        joins: Prisma.sql`LEFT JOIN "OrganisationZone" z ON z."id" = h."organisationZoneId"
          LEFT JOIN "OrganisationZone" s ON s."id"::text = split_part(z."path", '/', 1)`,
      };
  }
}
