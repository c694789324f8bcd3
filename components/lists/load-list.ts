import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { ListResponse } from "@/lib/lists/schemas";

/**
 * Loads a list for a page, turning a failure into the list's error state ('There was an error
 * loading your data') instead of an error page. Redirects and other Next control flow pass.
 * The page renders <ListView meta={meta}> and its rows from `items`.
 */
export async function loadList<T>(
  load: () => Promise<ListResponse<T>>,
): Promise<{ meta: Omit<ListResponse<T>, "items"> | null; items: T[] }> {
  try {
    const { items, ...meta } = await load();
    return { meta, items };
  } catch (error) {
    unstable_rethrow(error);
    console.error("[list] load failed", error);
    return { meta: null, items: [] };
  }
}
