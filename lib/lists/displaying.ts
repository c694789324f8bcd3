import type { ListResponse } from "./schemas";

/**
 * Which rows a list page displays: apart from lib/lists/paginate.ts, so the list frame in the
 * browser takes it without the list schemas (and zod) that paginate.ts needs.
 */

/** "Displaying results X - Y of Z" (SPEC §2.5). */
export function displayingText(r: Pick<ListResponse<unknown>, "currentPage" | "perPage" | "totalItems">): string {
  const { from, to, total } = displayingRange(r);
  return `Displaying results ${from} - ${to} of ${total}`;
}

/** The X, Y and Z of "Displaying results X - Y of Z", for the sentence in any language. */
export function displayingRange(r: Pick<ListResponse<unknown>, "currentPage" | "perPage" | "totalItems">): {
  from: number;
  to: number;
  total: number;
} {
  if (r.totalItems === 0) return { from: 0, to: 0, total: 0 };
  const from = (r.currentPage - 1) * r.perPage + 1;
  // Past the last page (its rows were just removed): nothing is displayed, say so.
  if (from > r.totalItems) return { from: 0, to: 0, total: r.totalItems };
  return { from, to: Math.min(r.currentPage * r.perPage, r.totalItems), total: r.totalItems };
}
