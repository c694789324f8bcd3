import { readDb } from "@/lib/db/client";
import { readBulkPool } from "@/lib/db/pg-pool";
import type { HoseRowSource } from "./hose-row";

type Row = HoseRowSource;

/** The columns of Hose a list row reads (HoseRowSource): not h.*, whose other columns cost a parse each. */
const COLUMNS = [
  "id",
  "tagId",
  "name",
  "status",
  "customerOrganisationId",
  "distributorOrganisationId",
  "organisationZoneId",
  "hoseConfigurationId",
  "manufacturer",
  "sleeving",
  "testCertificate",
  "conformityCertificate",
  "manufactureDate",
  "buildDate",
  "installationDate",
  "lastInspectionDate",
  "nextInspectionDate",
  "replacementDate",
  "replacementWarningDate",
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "lastInspectionName",
  "lastInspectionResult",
  "createdAt",
  "deletedAt",
] as const satisfies ReadonlyArray<keyof Row>;
const SELECT = COLUMNS.map((c) => `h."${c}"`).join(", ");

type Named = Row & {
  customerName: string;
  distributorName: string | null;
  zoneTrail: string | null;
  configurationName: string | null;
};

/**
 * One statement for the list rows of given hoses ($1: their ids), with the four names as scalar
 * subqueries (one primary-key probe each) rather than joins: for 1,000 hoses Postgres answered
 * the four joins (a hash of every organisation of the database, a sort) in about 25 ms, the
 * subqueries in about 16 ms (2 shared cores, under load). Only the tenant's hoses ($2: its
 * client id): the ids come from the list's own scoped query, and the read is scoped on its own too.
 */
function hoseRowsSql(): string {
  return `SELECT ${SELECT},
       (SELECT c.name FROM "Organisation" c WHERE c.id = h."customerOrganisationId") AS "customerName",
       (SELECT d.name FROM "Organisation" d WHERE d.id = h."distributorOrganisationId") AS "distributorName",
       (SELECT z."trailName" FROM "OrganisationZone" z WHERE z.id = h."organisationZoneId") AS "zoneTrail",
       (SELECT hc.name FROM "HoseConfiguration" hc WHERE hc.id = h."hoseConfigurationId") AS "configurationName"
     FROM "Hose" h
     WHERE h.id = ANY($1::uuid[]) AND h."clientId" = $2::uuid
     ORDER BY h.id`;
}

/** The relations' names set on the row itself (no copy of its columns per row), in hoseRowInclude's shape. */
function withNames(rows: Named[]): Row[] {
  for (const row of rows) {
    row.customer = { name: row.customerName };
    row.distributor = row.distributorName === null ? null : { name: row.distributorName };
    row.zone = row.zoneTrail === null ? null : { trailName: row.zoneTrail };
    row.hoseConfiguration = row.configurationName === null ? null : { name: row.configurationName };
  }
  return rows;
}

/**
 * The list rows (hoseRowInclude's shape) of the tenant's hoses already chosen by id, in id
 * order: what a bulk export reads per batch. Through the bulk pool (plain `pg` rows, see
 * lib/db/pg-pool.ts) rather than Prisma, whose `include` runs a query per relation and whose raw
 * queries build several objects per row: this is the export's hot loop.
 */
export async function hoseRowsByIds(clientId: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  return withNames((await readBulkPool().query<Named>(hoseRowsSql(), [ids, clientId])).rows);
}

/**
 * A list page's rows once its ids are chosen, in the ids' order, in the same one statement, of
 * the tenant's hoses only. Prisma's `include` would run a query per relation (customer,
 * distributor, location, configuration): five round trips for fifteen rows, on every list call.
 * Through readDb like the ids, so a page never mixes a replica and the primary.
 */
export async function hoseListRows(clientId: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = withNames(await readDb().$queryRawUnsafe<Named[]>(hoseRowsSql(), ids, clientId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A hose deleted between the two statements drops out of the page.
  return ids.flatMap((id) => byId.get(id) ?? []);
}
