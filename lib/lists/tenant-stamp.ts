import { addRider, memoGet, memoSet } from "@/lib/db/request-memo";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A tenant's data stamp (lib/lists/total-cache.ts): the latest change of any of its hoses,
 * organisations (archiving, links) or inspections, and its number of organisations; four index
 * probes. `organisations` is the part the filter options depend on. `answer` adds the latest
 * change of its hose configurations and zones, whose names a hose list row shows: what a list
 * answer's ETag is made of (lib/http/answer-tag.ts), two index probes more.
 */
export type TenantStamp = { all: string; organisations: string; answer: string };

export type TenantStampRow = {
  hosesChangedAt: Date | null;
  organisationsChangedAt: Date | null;
  organisationCount: bigint;
  inspectionsAddedAt: Date | null;
  configurationsChangedAt: Date | null;
  zonesChangedAt: Date | null;
};

/** The stamp as six columns of a SELECT (scalar subqueries Postgres runs once per statement). */
export function tenantStampColumns(clientId: string): Prisma.Sql {
  return Prisma.sql`(SELECT max("updatedAt") FROM "Hose" WHERE "clientId" = ${clientId}::uuid) AS "hosesChangedAt",
    (SELECT max("updatedAt") FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "organisationsChangedAt",
    (SELECT count(*) FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS "organisationCount",
    (SELECT max("createdAt") FROM "HoseMeta" WHERE "clientId" = ${clientId}::uuid) AS "inspectionsAddedAt",
    (SELECT max("updatedAt") FROM "HoseConfiguration" WHERE "clientId" = ${clientId}::uuid) AS "configurationsChangedAt",
    (SELECT max("updatedAt") FROM "OrganisationZone" WHERE "clientId" = ${clientId}::uuid) AS "zonesChangedAt"`;
}

export function toTenantStamp(row: TenantStampRow | undefined): TenantStamp {
  const organisations = `${row?.organisationsChangedAt?.getTime()}:${row?.organisationCount}`;
  const all = `${row?.hosesChangedAt?.getTime()}:${organisations}:${row?.inspectionsAddedAt?.getTime()}`;
  return {
    all,
    organisations,
    answer: `${all}:${row?.configurationsChangedAt?.getTime()}:${row?.zonesChangedAt?.getTime()}`,
  };
}

const memoKey = (clientId: string) => `tenant-stamp:${clientId}`;

/**
 * Asks for the tenant's stamp to be read with the request's first statement (the session's):
 * a read-only list call then needs no round trip of its own for it. Only for requests that
 * write nothing before they list: the stamp is taken at the start of the request.
 */
export function readTenantStampEarly(clientId: string): void {
  addRider({
    columns: tenantStampColumns(clientId),
    read: (row) => memoSet(memoKey(clientId), toTenantStamp(row as TenantStampRow)),
  });
}

/** The stamp read early in this request, if one was. */
export function earlyTenantStamp(clientId: string): TenantStamp | undefined {
  return memoGet<TenantStamp>(memoKey(clientId));
}
