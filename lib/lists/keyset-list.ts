import { keysetOrderBy, keysetSelect, nextCursor, seekRows, type KeysetOrder } from "./keyset";
import { pageWindow } from "./paginate";
import type { ListQuery } from "./schemas";
import type { TenantStamp } from "./tenant-stamp";
import { listTotal } from "./total-cache";

/**
 * The paging engine of the lists that grow with a tenant's data: hoses, inspections, activity
 * (the audit trail) and quotes. One page is read in two steps:
 *
 * 1. the page's keys (the id and the order's columns) in the list's order, either by offset
 *    (`page`) or, when the query carries `after` (the `nextCursor` of the page before), as the
 *    rows after that position (lib/lists/keyset.ts), which costs what the first page costs
 *    however deep the page is;
 * 2. the rows of those keys (`findRows`), returned in the keys' order.
 *
 * A list whose keys are on its order's index (hoses, inspections) selects only them in step 1,
 * so an offset walk stays index-only, and reads the joined rows of just the page in step 2. A
 * list whose rows are cheap to read whole (activity, quotes) selects them whole in step 1 and
 * only shapes them in step 2: one statement, as before.
 *
 * The total is counted beside the keys, and kept under the tenant's data stamp when the list
 * says it may be (lib/lists/total-cache.ts): a tenant's hoses and inspections change seldom
 * compared to how often they are listed, and a count of a large tenant is the slowest part of a
 * page. The answer's `nextCursor` is the position after the page's last key, or null on the
 * last page.
 *
 * The small lists (organisations, users, sites, configurations, manufacturers, tag batches,
 * compliance packs, clients) stay on the plain offset helpers of lib/lists/paginate.ts: their
 * size is bounded by what people type in, so a deep offset is never expensive and a cursor would
 * only add an API parameter.
 */

type Where = object;

/** How step 1 reads keys: the list's where-clause already joined with the cursor's segment. */
export type KeyWindow<W> = {
  where: W;
  /** keysetOrderBy(order): cast to the model's orderBy type. */
  orderBy: Array<Record<string, unknown>>;
  /** keysetSelect(order): the id and the order's columns (ignored by lists that read rows whole). */
  select: Record<string, true>;
  skip?: number;
  take: number;
};

/** How the list's total is counted, and whether it may be kept under the tenant's stamp. */
export type ListTotal<W> = {
  count(where: W): Promise<number>;
  /** The cache's name for this list and the tenant's stamp reader; absent: counted every time. */
  cache?: { clientId: string; list: string; stamp?: () => Promise<TenantStamp> };
};

export type KeysetListSpec<W extends Where, K extends { id: string }, R> = {
  order: KeysetOrder;
  where: W;
  query: Pick<ListQuery, "page" | "limit" | "after">;
  findKeys(window: KeyWindow<W>): Promise<K[]>;
  /** The page's rows of these keys, in any order; a key without a row (deleted meanwhile) drops out. */
  findRows(keys: K[]): Promise<R[]>;
  total: ListTotal<W>;
};

export type KeysetPage<R> = { items: R[]; total: number; nextCursor: string | null };

/** One page of a list, its total and the cursor of the page after it. */
export async function keysetList<W extends Where, K extends { id: string }, R extends { id: string }>(
  spec: KeysetListSpec<W, K, R>,
): Promise<KeysetPage<R>> {
  const { order, where, query } = spec;
  const orderBy = keysetOrderBy(order);
  const select = keysetSelect(order);
  const pageKeys = (): Promise<K[]> =>
    query.after
      ? seekRows(order, query.after, query.limit, (segment, take) =>
          spec.findKeys({ where: { AND: [where, segment] } as W, orderBy, select, take }),
        )
      : spec.findKeys({ where, orderBy, select, ...pageWindow(query) });
  const [total, keys] = await Promise.all([countList(spec.total, where), pageKeys()]);
  const rows = keys.length ? await spec.findRows(keys) : [];
  return { items: inKeyOrder(keys, rows), total, nextCursor: nextCursor(order, keys, query.limit) };
}

/** A list's total for `where`: from the tenant's total cache when the list allows it, else counted. */
export function countList<W>(total: ListTotal<W>, where: W): Promise<number> {
  const count = () => total.count(where);
  if (!total.cache) return count();
  const { clientId, list, stamp } = total.cache;
  return listTotal(clientId, list, where, count, stamp);
}

/** `rows` in the order of `keys` (a read by ids answers in its own order); keys without a row drop out. */
export function inKeyOrder<R extends { id: string }>(keys: Array<{ id: string }>, rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return keys.flatMap((k) => byId.get(k.id) ?? []);
}
