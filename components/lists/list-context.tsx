"use client";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useState, useTransition } from "react";
import { listHref } from "@/lib/lists/list-href";
import type { FilterValues, ListResponse } from "@/lib/lists/schemas";
import { LIST_TEXT, type ListText } from "./list-text";

/** A list's page data without its rows: what the pager, the filters and the counts need. */
export type ListMeta = Omit<ListResponse<unknown>, "items">;

export type ListContextValue = {
  /** The list's path (without query). */
  path: string;
  /** The page's current path: the list's, or a dialog route's open over it. */
  currentPath: string;
  meta: ListMeta;
  /** The filters the list was loaded with (object form). */
  filters: FilterValues;
  /** The URL of this list at another page or with other filters. */
  hrefFor: (change: { page?: number; filters?: FilterValues }) => string;
  /** router.replace to another state of this list (in a transition: the list stays while loading). */
  navigate: (change: { page?: number; filters?: FilterValues }) => void;
  /** A reload (refresh button, after a row action) is under way. */
  pending: boolean;
  refresh: () => void;
  /** What the list's frame says, in the page's language. */
  text: ListText;
};

const ListContext = createContext<ListContextValue | null>(null);

/** The list state of the enclosing <ListView>, or null outside one. */
export function useList(): ListContextValue | null {
  return useContext(ListContext);
}

export function ListProvider({
  meta,
  filters,
  path,
  text = LIST_TEXT,
  children,
}: {
  meta: ListMeta;
  text?: ListText;
  filters: FilterValues;
  /** The list's own path; by default the path it was first shown on. */
  path?: string;
  children: React.ReactNode;
}) {
  // Fixed, not the live pathname: while a dialog route is open over the list the URL is the
  // dialog's, and the list's links and filter changes must still address the list.
  const current = usePathname();
  const [mountedOn] = useState(current);
  const pathname = path ?? mountedOn;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const hrefFor = useCallback(
    (change: { page?: number; filters?: FilterValues }) =>
      listHref(pathname, {
        page: change.page ?? meta.currentPage,
        limit: meta.perPage,
        filters: change.filters ?? filters,
      }),
    [pathname, meta.currentPage, meta.perPage, filters],
  );
  const value = useMemo<ListContextValue>(
    () => ({
      path: pathname,
      currentPath: current,
      meta,
      filters,
      hrefFor,
      navigate: (change) => startTransition(() => router.replace(hrefFor(change), { scroll: false })),
      pending,
      refresh: () => startTransition(() => router.refresh()),
      text,
    }),
    [pathname, current, meta, filters, hrefFor, pending, router, text],
  );
  return <ListContext.Provider value={value}>{children}</ListContext.Provider>;
}
