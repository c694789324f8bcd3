"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorList } from "@/components/ui/error-list";
import { usePhoneLayout } from "@/components/ui/use-phone-layout";
import { formatText } from "@/lib/i18n/format-text";
import { displayingRange } from "@/lib/lists/displaying";
import { filterValuesFromDescriptors } from "@/lib/lists/list-href";
import { ExportButton } from "./export-button";
import { FilterPanel, FilterSheet } from "./filter-panel";
import { ListLoadError } from "./list-load-error";
import { ListProvider, useList, type ListMeta } from "./list-context";
import { LIST_TEXT, type ListText } from "./list-text";
import { RefreshButton } from "./refresh-button";

export const EMPTY_TEXT = LIST_TEXT.empty;
export const LOAD_ERROR_TEXT = LIST_TEXT.loadError;

/**
 * The frame of every server-paginated list (SPEC §2.5): filter panel, 'Displaying results X - Y
 * of Z', refresh, optional CSV export, then the rows (the screen's <DataTable>, which brings
 * the pager), the empty text or the load error. The page (a server component) loads the list
 * with the URL's page/limit/filters and passes its meta here; `meta` null means the load failed.
 */
export function ListView({
  meta,
  path,
  exportable,
  text = LIST_TEXT,
  children,
}: {
  meta: ListMeta | null;
  /**
   * The list's path (e.g. `/portal/{org}/organisations`). Give it when the list can also be
   * shown under a directly visited dialog route, whose URL is not the list's.
   */
  path?: string;
  /** Offer 'Export CSV' of this resource (SPEC §6: admins and client admins). */
  exportable?: { organisationId: string; resource: string };
  /** What the frame says, in the page's language (the `list` catalogue namespace); British English by default. */
  text?: ListText;
  children: React.ReactNode;
}) {
  if (!meta) return <ListLoadError clearHref={path ? `${path}?clear=1` : undefined} text={text} />;
  return (
    <ListProvider meta={meta} filters={filterValuesFromDescriptors(meta.filters)} path={path} text={text}>
      <ListBody exportable={exportable}>{children}</ListBody>
    </ListProvider>
  );
}

function ListBody({
  exportable,
  children,
}: {
  exportable?: { organisationId: string; resource: string };
  children: React.ReactNode;
}) {
  const list = useList()!;
  const phone = usePhoneLayout();
  const [exportErrors, setExportErrors] = useState<string[]>([]);
  const { meta, text } = list;
  // A page past the end (its last row was unlinked, archived or deleted): go to the last page
  // that exists. Under a dialog route the URL is the dialog's, so only offer the way back there.
  const pastEnd = isPastEnd(meta);
  const onList = list.currentPath === list.path;
  const { navigate } = list;
  useEffect(() => {
    if (pastEnd && onList) navigate({ page: meta.totalPages });
  }, [pastEnd, onList, navigate, meta.totalPages]);
  return (
    <div className="space-y-4" aria-busy={list.pending || undefined}>
      {/* On a phone the filters wait behind a button beside the counts: the rows come first. */}
      {phone !== true ? (
        <FilterPanel filters={meta.filters} className={phone === null ? "hidden sm:block" : ""} />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite" data-testid="displaying">
          {formatText(text.displaying, displayingRange(meta))}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {phone !== false ? (
            <FilterSheet filters={meta.filters} className={phone === null ? "sm:hidden" : ""} />
          ) : null}
          <RefreshButton onRefresh={list.refresh} pending={list.pending} label={text.refresh} />
          {exportable ? (
            <ExportButton
              organisationId={exportable.organisationId}
              resource={exportable.resource}
              filters={list.filters}
              onError={setExportErrors}
              text={text}
            />
          ) : null}
        </div>
      </div>
      <ErrorList messages={exportErrors} />
      <div className={`transition-opacity ${list.pending ? "opacity-60" : ""}`}>
        {meta.totalItems === 0 ? (
          <p className="rounded-xl border border-dashed border-line bg-surface px-4 py-10 text-center text-muted">
            {text.empty}
          </p>
        ) : pastEnd ? (
          <div className="rounded-xl border border-dashed border-line bg-surface px-4 py-10 text-center text-muted">
            <p>{text.empty}</p>
            <Link
              href={list.hrefFor({ page: meta.totalPages })}
              prefetch={false}
              scroll={false}
              className={`mt-4 ${buttonClasses("secondary")}`}
            >
              {text.goToLastPage}
            </Link>
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}

/** A page beyond the last one of a list that is not empty. */
export function isPastEnd(meta: Pick<ListMeta, "currentPage" | "totalPages" | "totalItems">): boolean {
  return meta.totalItems > 0 && meta.currentPage > meta.totalPages;
}
