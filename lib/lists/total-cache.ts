import "server-only";
import { readDb } from "@/lib/db/client";
import {
  earlyTenantStamp,
  tenantStampColumns,
  toTenantStamp,
  type TenantStamp,
  type TenantStampRow,
} from "./tenant-stamp";

/**
 * Totals of the big lists (hoses, inspections) without counting the tenant's rows on every
 * call. A total is kept in this process for a few seconds under its tenant, list and exact
 * where-clause (which carries the caller's scope and today's date), and is used again only
 * while the tenant's data stamp is unchanged: the latest change of any of its hoses,
 * organisations (archiving, links) or inspections, and its number of organisations. Any write
 * through the app moves the stamp, so the next call counts again; the stamp itself is four
 * index probes. Never shared across tenants: the client id leads the key and the stamp.
 *
 * The same stamp keeps the lists' organisation filter options (organisationOptions).
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

type Entry<T> = { value: T; stamp: string; at: number };
const totals = new Map<string, Entry<number>>();
const options = new Map<string, Entry<unknown>>();

async function readTenantStamp(clientId: string): Promise<TenantStamp> {
  const [row] = await readDb().$queryRaw<TenantStampRow[]>`SELECT ${tenantStampColumns(clientId)}`;
  return toTenantStamp(row);
}

/**
 * The tenant's stamp, read at most once by whoever asks first within one request: a list call
 * makes one and hands it to its total and its filter options. Never shared between requests (a
 * request that just wrote must read a stamp taken after its write). A read-only API call may
 * have read it already with the session (route option `tenantStamp`, readTenantStampEarly: one
 * round trip fewer), at the start of the same request.
 */
export function stampOnce(ctx: { client: { id: string } }): () => Promise<TenantStamp> {
  const early = earlyTenantStamp(ctx.client.id);
  if (early) {
    const stamp = Promise.resolve(early);
    return () => stamp;
  }
  let read: Promise<TenantStamp> | undefined;
  return () => (read ??= readTenantStamp(ctx.client.id));
}

/**
 * `load()`'s value for `key` (tenant first) from `map` while the stamp part it was kept under is
 * unchanged and younger than TTL_MS; else loaded, and kept when `keep` says so. The stamp was
 * read before loading: a write in between makes the next stamp differ.
 */
async function underStamp<T>(
  map: Map<string, Entry<T>>,
  key: string,
  stamp: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  const hit = map.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await load();
  if (keep(value)) {
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
    map.set(key, { value, stamp, at: Date.now() });
  } else {
    map.delete(key);
  }
  return value;
}

const cacheKey = (clientId: string, list: string, where: unknown) =>
  `${clientId}\u0000${list}\u0000${JSON.stringify(where)}`;

/** The total of `list` for `where` in the tenant: from the cache while still current, else `count()`. */
export async function listTotal(
  clientId: string,
  list: string,
  where: unknown,
  count: () => Promise<number>,
  stamp = stampOnce({ client: { id: clientId } }),
): Promise<number> {
  const { all } = await stamp();
  return underStamp(totals, cacheKey(clientId, list, where), all, count, (total) => total >= MIN_CACHED_TOTAL);
}

/**
 * A list's filter options drawn from the tenant's organisations (the Customer and Distributor
 * choices: up to 1000 names each, on every hose and inspection list call), kept under the
 * tenant, the list and the exact where-clause (which carries the caller's scope) while the
 * tenant's organisations are unchanged: any organisation added, renamed, linked, unlinked or
 * archived moves their stamp. Never shared across tenants or scopes.
 */
export async function organisationOptions<T>(
  clientId: string,
  list: string,
  where: unknown,
  load: () => Promise<T>,
  stamp = stampOnce({ client: { id: clientId } }),
): Promise<T> {
  const { organisations } = await stamp();
  return underStamp(options as Map<string, Entry<T>>, cacheKey(clientId, list, where), organisations, load);
}
