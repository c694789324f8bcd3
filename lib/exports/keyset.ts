/** Rows per database round trip of an export. */
export const EXPORT_BATCH = 1000;

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
 * keysetBatches in two steps: the list's where-clause picks each batch's ids (`fetchIds`, on the
 * primary key), then `load` reads their rows (a joined statement of the bulk pool). The walk
 * follows the ids, so a row deleted between the two steps leaves its batch short without
 * ending the export early. The next batch's ids are picked while this batch's rows are read
 * (two statements on two connections at once): the walk waits for one round trip per batch,
 * not two.
 */
export async function* keysetIdBatches<T>(
  fetchIds: (afterId: string | undefined, take: number) => Promise<string[]>,
  load: (ids: string[]) => Promise<T[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<T[]> {
  let ids = await fetchIds(undefined, size);
  for (;;) {
    const next = ids.length < size ? null : fetchIds(ids[ids.length - 1], size);
    // Awaited below; if the load fails first, its rejection is not an unhandled one.
    next?.catch(() => {});
    const rows = ids.length ? await load(ids) : [];
    if (rows.length) yield rows;
    if (!next) return;
    ids = await next;
  }
}
