import "server-only";
import { readDb } from "@/lib/db/client";

/**
 * Totals of the big lists (hoses, inspections) without counting the tenant's rows on every
 * call. A total is kept in this process for a few seconds under its tenant, list and exact
 * where-clause (which carries the caller's scope and today's date), and is used again only
 * while the tenant's data stamp is unchanged: the latest change of any of its hoses,
 * organisations (archiving, links) or inspections, and its number of organisations. Any write
 * through the app moves the stamp, so the next call counts again; the stamp itself is four
 * index probes. Never shared across tenants: the client id leads the key and the stamp.
 *
 * Small totals are always counted (they are cheap), so only totals of at least
 * MIN_CACHED_TOTAL rows are kept. The stamp is read where the count is (the read replica when
 * there is one, see readDb), so a lagging replica's count is never kept under a newer stamp.
 * Nothing here needs telling when another replica writes: every use re-reads the stamp from the
 * database, so the cache is as true in N processes as in one. The TTL bounds the one case the stamp can miss: a write
 * committed after a later one by a transaction that started earlier.
 */
const MIN_CACHED_TOTAL = 1000;
const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

type Entry = { total: number; stamp: string; at: number };
const cache = new Map<string, Entry>();

async function tenantStamp(clientId: string): Promise<string> {
  const [row] = await readDb().$queryRaw<Array<{ h: Date | null; o: Date | null; n: bigint; m: Date | null }>>`
    SELECT (SELECT max("updatedAt") FROM "Hose" WHERE "clientId" = ${clientId}::uuid) AS h,
           (SELECT max("updatedAt") FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS o,
           (SELECT count(*) FROM "Organisation" WHERE "clientId" = ${clientId}::uuid) AS n,
           (SELECT max("createdAt") FROM "HoseMeta" WHERE "clientId" = ${clientId}::uuid) AS m`;
  return `${row?.h?.getTime()}:${row?.o?.getTime()}:${row?.n}:${row?.m?.getTime()}`;
}

/** The total of `list` for `where` in the tenant: from the cache while still current, else `count()`. */
export async function listTotal(
  clientId: string,
  list: string,
  where: unknown,
  count: () => Promise<number>,
): Promise<number> {
  const key = `${clientId}\u0000${list}\u0000${JSON.stringify(where)}`;
  const stamp = await tenantStamp(clientId);
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < TTL_MS) return hit.total;
  // The stamp was read before counting: a write in between makes the next stamp differ.
  const total = await count();
  if (total >= MIN_CACHED_TOTAL) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, { total, stamp, at: Date.now() });
  } else {
    cache.delete(key);
  }
  return total;
}
