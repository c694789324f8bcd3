import { describe, expect, it } from "vitest";
import type { KeysetOrder } from "@/lib/lists/keyset";
import { keysetList, type KeyWindow } from "@/lib/lists/keyset-list";

/**
 * The paging engine over an in-memory list: offset pages and cursor pages give the same rows in
 * the same order, the total is the count's, the cursor ends on the last page, and a key whose row
 * is gone by the second step drops out of the page without moving the cursor.
 */
type Key = { id: string; name: string };
const ORDER: KeysetOrder = {
  name: "name",
  columns: [
    { field: "name", dir: "asc", nullable: false, type: "string" },
    { field: "id", dir: "asc", nullable: false, type: "string" },
  ],
};
// Ties on the name, so the id decides.
const KEYS: Key[] = Array.from({ length: 11 }, (_, i) => ({
  id: `id-${String(i).padStart(2, "0")}`,
  name: `n${i % 4}`,
}));
const SORTED = [...KEYS].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

type Where = { AND?: Array<Record<string, Record<string, string> | string>> };

/** The segments keyset.ts writes for this order: equality and gt on name, gt on id. */
function matches(key: Key, where: Where): boolean {
  const segment = where.AND?.[1];
  if (!segment) return true;
  return Object.entries(segment).every(([field, cond]) => {
    const v = key[field as keyof Key];
    return typeof cond === "string" ? v === cond : v > cond.gt!;
  });
}

function spec(query: { page: number; limit: number; after?: string }, gone = new Set<string>()) {
  const windows: Array<KeyWindow<Where>> = [];
  return {
    windows,
    run: () =>
      keysetList({
        order: ORDER,
        where: {} as Where,
        query,
        findKeys: async (window: KeyWindow<Where>) => {
          windows.push(window);
          const rows = SORTED.filter((k) => matches(k, window.where));
          return rows.slice(window.skip ?? 0, (window.skip ?? 0) + window.take);
        },
        findRows: async (keys: Key[]) =>
          keys
            .filter((k) => !gone.has(k.id))
            .reverse()
            .map((k) => ({ id: k.id, label: k.name.toUpperCase() })),
        total: { count: async () => KEYS.length },
      }),
  };
}

describe("keysetList", () => {
  it("reads an offset page's keys with the order's orderBy and select, and its rows in key order", async () => {
    const { run, windows } = spec({ page: 2, limit: 4 });
    const page = await run();
    expect(page.items.map((r) => r.id)).toEqual(SORTED.slice(4, 8).map((k) => k.id));
    expect(page.total).toBe(11);
    expect(windows[0]).toMatchObject({
      skip: 4,
      take: 4,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    });
    expect(page.nextCursor).not.toBeNull();
  });

  it("walks the same rows by cursor as by offset, and ends with a null cursor", async () => {
    const byCursor: string[] = [];
    let after: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = await spec({ page: n + 1, limit: 4, after }).run();
      byCursor.push(...page.items.map((r) => r.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(byCursor).toEqual(SORTED.map((k) => k.id));
    const last = await spec({ page: 3, limit: 4 }).run();
    expect(last.items).toHaveLength(3);
    expect(last.nextCursor).toBeNull();
  });

  it("drops a key whose row is gone, keeping the cursor on the page's last key", async () => {
    const full = await spec({ page: 1, limit: 4 }).run();
    const short = await spec({ page: 1, limit: 4 }, new Set([SORTED[3]!.id])).run();
    expect(short.items.map((r) => r.id)).toEqual(SORTED.slice(0, 3).map((k) => k.id));
    expect(short.nextCursor).toBe(full.nextCursor);
  });
});
