import { encodeCursor, seekRows, type KeysetOrder } from "./keyset";

/**
 * How an export walks every row of its list, one batch at a time, in the list's own order and
 * through its own where-clause: memory stays flat whatever the row count, and there is no OFFSET
 * that slows down as the walk goes on.
 */

/** Rows per database round trip of an export. */
export const EXPORT_BATCH = 1000;

type Where = Record<string, unknown>;

/**
 * An export's walk in its list's own order (the sort the user sees on screen), as the lists'
 * keyset pages do it: the next batch is the rows after the last one's order values
 * (lib/lists/keyset.ts), each a range scan of the order's index, never an OFFSET. `find` is the
 * list's query for one segment: its where-clause AND the segment, ordered by keysetOrderBy(order),
 * selecting at least the order's columns.
 */
export function afterKey<K extends Record<string, unknown>>(
  order: KeysetOrder,
  find: (segment: Where, take: number) => Promise<K[]>,
): (after: K | undefined, take: number) => Promise<K[]> {
  return (after, take) => (after ? seekRows(order, encodeCursor(order, after), take, find) : find({}, take));
}

/** Every row in the list's order, one batch at a time (afterKey). */
export async function* orderedBatches<T extends Record<string, unknown>>(
  order: KeysetOrder,
  find: (segment: Where, take: number) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  const next = afterKey(order, find);
  let after: T | undefined;
  for (;;) {
    const rows = await next(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1];
  }
}

/**
 * Walks every row a list's where-clause matches, in id order, one batch at a time (keyset
 * pagination: `id > last id`, on the primary key index), so an export holds one batch in
 * memory whatever the row count, with no cap and no OFFSET that slows down as it goes.
 * `fetch` is the list's own query (same where-clause: same filters and permissions).
 */
export async function* keysetBatches<T extends { id: string }>(
  fetch: (afterId: string | undefined, take: number) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** `{ id: { gt } }` after the first batch. */
export const afterId = (id: string | undefined) => (id ? { id: { gt: id } } : {});

/**
 * A walk in two steps: the list's where-clause picks each batch's keys (`fetchKeys`: the ids,
 * or with afterKey the rows' order values, after the previous batch's last key), then `load`
 * reads their rows (a joined statement of the bulk pool), in the keys' order. The walk follows
 * the keys, so a row deleted between the two steps leaves its batch short without ending the
 * export early. The next batch's keys are picked while this batch's rows are read (two
 * statements on two connections at once): the walk waits for one round trip per batch, not two.
 */
export async function* keysetIdBatches<K, T>(
  fetchKeys: (after: K | undefined, take: number) => Promise<K[]>,
  load: (keys: K[]) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let ids = await fetchKeys(undefined, size);
  for (;;) {
    const next = ids.length < size ? null : fetchKeys(ids[ids.length - 1], size);
    // Awaited below; if the load fails first, its rejection is not an unhandled one.
    next?.catch(() => {});
    const rows = ids.length ? await load(ids) : [];
    if (rows.length) yield rows;
    if (!next) return;
    ids = await next;
  }
}
