import { consumeRateLimit, LIMITS } from "@/lib/auth/rate-limit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { requireHoseImport, visibleCustomers } from "../access";
import { customerFor, type Customer } from "../hose-checks";
import type { ExistingHose, HoseImportContext } from "./rules";

type Reader = Prisma.TransactionClient | ReturnType<typeof db>;

/**
 * The customer an import (or its template) is for: importing at all needs an Admin or Manager
 * (403); a customer the caller does not see, or an archived one, is 404.
 */
export async function hoseImportCustomer(ctx: AuthedCtx, organisationId: string): Promise<Customer> {
  requireHoseImport(ctx);
  return customerFor(ctx, organisationId);
}

/**
 * Spends the caller's daily budget of tag checks (LIMITS.tagChecks) before a file's tags are
 * checked against the client's other hoses: 429 once it is spent. Which tags are unavailable is
 * what an import must tell, so the amount checked is what is limited.
 */
export async function spendTagChecks(ctx: AuthedCtx, keys: HoseImportKeys): Promise<void> {
  if (!keys.tags.length) return;
  await consumeRateLimit(`tagchecks:${ctx.client.id}:${ctx.user.id}`, LIMITS.tagChecks, keys.tags.length);
}

/** The file's keys: what its rows may match existing hoses by. */
export type HoseImportKeys = { tags: string[]; names: string[] };

export function importKeys(raws: Array<{ tagId?: unknown; name?: unknown }>): HoseImportKeys {
  const tags = new Set<string>();
  const names = new Set<string>();
  for (const r of raws) {
    const tag = r.tagId === null || r.tagId === undefined ? "" : String(r.tagId).trim();
    const name = r.name === null || r.name === undefined ? "" : String(r.name).trim();
    if (tag) tags.add(tag);
    if (name) names.add(name.toLowerCase());
  }
  return { tags: [...tags], names: [...names] };
}

/**
 * The customer's active hoses as the import compares them (dates as YYYY-MM-DD, the location as
 * its trail, the latest note), either those the keys name or, without keys, all of them in
 * trail and name order (the 'Download existing' file).
 */
export function existingHoses(
  reader: Reader,
  clientId: string,
  customerId: string,
  keys: HoseImportKeys | null,
): Promise<ExistingHose[]> {
  const filter = keys
    ? // IN (SELECT unnest): hashed lookups; "= ANY(array)" compares each hose with every key.
      Prisma.sql`AND (h."tagId" IN (SELECT unnest(${keys.tags}::text[]))
        OR lower(h.name) IN (SELECT unnest(${keys.names}::text[])))`
    : Prisma.empty;
  const order = keys ? Prisma.empty : Prisma.sql`ORDER BY z."trailName" NULLS LAST, h.name, h."tagId", h.id`;
  return reader.$queryRaw<ExistingHose[]>`
    SELECT h.id, h."tagId", h.name, z."trailName" AS location, h."hoseConfigurationId", h.manufacturer,
      to_char(h."manufactureDate", 'YYYY-MM-DD') AS "manufactureDate", to_char(h."buildDate", 'YYYY-MM-DD') AS "buildDate",
      to_char(h."installationDate", 'YYYY-MM-DD') AS "installationDate",
      to_char(h."lastInspectionDate", 'YYYY-MM-DD') AS "lastInspectionDate",
      h."lastInspectionResult", h."lastInspectionName", h."hoseInspectionMonths", h."hoseReplacementMonths",
      h.sleeving, h."testCertificate", h."conformityCertificate", n.notes, c.name AS "configurationName"
    FROM "Hose" h
    LEFT JOIN "OrganisationZone" z ON z.id = h."organisationZoneId"
    LEFT JOIN "HoseConfiguration" c ON c.id = h."hoseConfigurationId"
    LEFT JOIN LATERAL (
      SELECT m.notes FROM "HoseMeta" m
      WHERE m."hoseId" = h.id AND m.kind = 'NOTE' AND NOT m."problemReport" AND m."hiddenAt" IS NULL
      ORDER BY m."createdAt" DESC, m.id DESC LIMIT 1
    ) n ON true
    WHERE h."clientId" = ${clientId}::uuid AND h."customerOrganisationId" = ${customerId}::uuid
      AND h."deletedAt" IS NULL ${filter}
    ${order}`;
}

/**
 * Tags of the file no hose of this customer may carry: one another hose of the client has (of
 * another customer, or archived), or, once the client has tag batches, one that is not among its
 * uploaded tags or whose batch is another distributor's (lib/tags/tag-rules.ts, for many at once).
 */
async function unavailableTags(reader: Reader, clientId: string, customer: Customer, tags: string[]) {
  if (!tags.length) return [];
  const rows = await reader.$queryRaw<Array<{ tag: string }>>`
    SELECT t AS tag FROM unnest(${tags}::text[]) AS t
    WHERE EXISTS (
        SELECT 1 FROM "Hose" h WHERE h."clientId" = ${clientId}::uuid AND h."tagId" = t
          AND (h."customerOrganisationId" <> ${customer.id}::uuid OR h."deletedAt" IS NOT NULL))
      OR (
        EXISTS (SELECT 1 FROM "TagBatch" b WHERE b."clientId" = ${clientId}::uuid)
        AND NOT EXISTS (SELECT 1 FROM "Hose" h WHERE h."clientId" = ${clientId}::uuid AND h."tagId" = t)
        AND NOT EXISTS (
          SELECT 1 FROM "Tag" g JOIN "TagBatch" b ON b.id = g."batchId"
          WHERE g."clientId" = ${clientId}::uuid AND g.code = upper(t)
            AND ${customer.distributorId}::uuid IS NOT NULL
            AND (b."distributorId" IS NULL OR b."distributorId" = ${customer.distributorId}::uuid)))`;
  return rows.map((r) => r.tag);
}

/** What the rules check a file against, for one customer. */
export async function loadHoseImportContext(
  reader: Reader,
  clientId: string,
  customer: Customer,
  keys: HoseImportKeys,
  today = todayDate(),
): Promise<HoseImportContext> {
  const libraries = [customer.id, ...(customer.distributorId ? [customer.distributorId] : [])];
  const [zones, configurations, hoses, unavailable] = await Promise.all([
    reader.organisationZone.findMany({
      where: { clientId, organisationId: customer.id },
      select: { id: true, trailName: true },
    }),
    reader.hoseConfiguration.findMany({
      // Hidden ones too: a hose built to a configuration hidden since keeps it (the rules allow
      // a hidden one only for the hose that already has it, as the hose form does).
      where: { clientId, organisationId: { in: libraries } },
      select: { id: true, name: true, organisationId: true, hidden: true },
    }),
    existingHoses(reader, clientId, customer.id, keys),
    unavailableTags(reader, clientId, customer, keys.tags),
  ]);
  return {
    zones,
    configurations: configurations.map((c) => ({
      id: c.id,
      name: c.name,
      own: c.organisationId === customer.id,
      hidden: c.hidden,
    })),
    hoses,
    unavailableTags: unavailable,
    today: toIsoDate(today),
  };
}

/**
 * The customers the import screen offers: a customer's own people import into it (null: no
 * choice shown); a distributor picks one of its customers, a client admin any (up to 1000, by name).
 */
export async function importCustomerChoices(ctx: AuthedCtx): Promise<Array<{ value: string; label: string }> | null> {
  if (ctx.flags.isCustomer) return null;
  const customers = await db().organisation.findMany({
    where: { AND: [visibleCustomers(ctx), { deletedAt: null }] },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return customers.map((c) => ({ value: c.id, label: c.name }));
}
