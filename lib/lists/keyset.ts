import { AppError } from "@/lib/core/errors";

/**
 * Keyset pages for the big lists: `?after=<nextCursor>` continues a list after the
 * last row of the page that gave the cursor, at the cost of its first page whatever the depth,
 * where `page` alone walks the skipped rows in the index. The cursor holds that last row's
 * values of the list's order (and the order's name, so a cursor of another sort is refused); it
 * is a position, not a permission: the rows still come through the caller's where-clause.
 *
 * The rows after a position are a few where-clauses in order, each an equality prefix and one
 * range of the order's columns (`seekSegments`), so each is one range scan of the order's index
 * (a single OR of them, or a row comparison, is not something Prisma writes or Postgres uses as
 * an index bound when columns are nullable).
 */

/** One column of a list's order; nulls sort as Postgres does by default (last ascending, first descending). */
export type OrderColumn = { field: string; dir: "asc" | "desc"; nullable: boolean; type: "date" | "string" };
export type KeysetOrder = { name: string; columns: OrderColumn[] };

type Value = string | Date | null;
type Where = Record<string, unknown>;

export const CURSOR_MESSAGE = "after must be the nextCursor of this list, with the same sort";
const fail = () => new AppError("INVALID", { after: [CURSOR_MESSAGE] });

export function encodeCursor(order: KeysetOrder, row: Record<string, unknown>): string {
  const values = order.columns.map((c) => {
    const v = row[c.field];
    return v instanceof Date ? v.toISOString() : ((v as string | null | undefined) ?? null);
  });
  return Buffer.from(JSON.stringify([order.name, ...values])).toString("base64url");
}

export function decodeCursor(order: KeysetOrder, cursor: string): Value[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw fail();
  }
  if (!Array.isArray(parsed) || parsed[0] !== order.name || parsed.length !== order.columns.length + 1) throw fail();
  return order.columns.map((c, i) => {
    const v: unknown = parsed[i + 1];
    if (v === null && c.nullable) return null;
    if (typeof v !== "string" || v.length > 500) throw fail();
    if (c.type === "string") return v;
    const date = new Date(v);
    if (Number.isNaN(date.getTime())) throw fail();
    return date;
  });
}

/**
 * The where-clauses whose rows follow `values` in `columns`' order, in order: ties on the first
 * column (recursively on the next ones), then the rest of the first column's range, then its
 * nulls when they sort last.
 */
export function seekSegments(columns: OrderColumn[], values: Value[], prefix: Where = {}): Where[] {
  const [column, ...rest] = columns;
  if (!column) return [];
  const value = values[0] ?? null;
  const segments = rest.length ? seekSegments(rest, values.slice(1), { ...prefix, [column.field]: value }) : [];
  if (value === null) {
    // Ascending nulls are last: nothing follows. Descending nulls are first: every value follows.
    if (column.dir === "desc") segments.push({ ...prefix, [column.field]: { not: null } });
  } else {
    segments.push({ ...prefix, [column.field]: column.dir === "asc" ? { gt: value } : { lt: value } });
    if (column.nullable && column.dir === "asc") segments.push({ ...prefix, [column.field]: null });
  }
  return segments;
}

/**
 * The ids (and order values) of up to `take` rows after the cursor: the segments in turn, each
 * asked only for what is still missing, so a page usually costs one or two short range scans.
 */
export async function seekRows<R extends Record<string, unknown>>(
  order: KeysetOrder,
  cursor: string,
  take: number,
  find: (segment: Where, take: number) => Promise<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (const segment of seekSegments(order.columns, decodeCursor(order, cursor))) {
    rows.push(...(await find(segment, take - rows.length)));
    if (rows.length >= take) break;
  }
  return rows;
}

/** The cursor of the page after `rows`, or null when they are the list's last. */
export function nextCursor(order: KeysetOrder, rows: Array<Record<string, unknown>>, take: number): string | null {
  const last = rows[rows.length - 1];
  return rows.length === take && last ? encodeCursor(order, last) : null;
}

/** The Prisma orderBy of a keyset order (nulls placed as the segments expect). */
export function keysetOrderBy(order: KeysetOrder): Array<Record<string, unknown>> {
  return order.columns.map((c) => ({
    [c.field]: c.nullable ? { sort: c.dir, nulls: c.dir === "asc" ? "last" : "first" } : c.dir,
  }));
}

/** The select of a page's keys: the id and the order's columns (all in the order's index). */
export function keysetSelect(order: KeysetOrder): Record<string, true> {
  return Object.fromEntries([["id", true], ...order.columns.map((c) => [c.field, true])]);
}
