"use client";
import Link from "next/link";
import { formatText } from "@/lib/i18n/format-text";
import { pageItems } from "@/lib/lists/list-href";
import { LIST_TEXT, type ListText } from "./list-text";

const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-medium";

/** Page links of a server-paginated list; shown only when there is more than one page. */
export function Pager({
  pageCount,
  current,
  canPrevious,
  canNext,
  hrefFor,
  text = LIST_TEXT,
}: {
  pageCount: number;
  current: number;
  canPrevious: boolean;
  canNext: boolean;
  hrefFor: (page: number) => string;
  text?: ListText;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={text.pagination} className="flex flex-wrap items-center justify-center gap-1.5">
      {canPrevious ? (
        <Link
          href={hrefFor(current - 1)}
          prefetch={false}
          className={`${item} border-line bg-surface hover:bg-canvas`}
          rel="prev"
        >
          <span aria-hidden>‹</span> {text.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} cursor-not-allowed border-line text-muted opacity-60`}>
          <span aria-hidden>‹</span> {text.previous}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1.5">
        {pageItems(current, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                prefetch={false}
                aria-label={formatText(text.page, { page: p })}
                aria-current={p === current ? "page" : undefined}
                className={`${item} ${p === current ? "border-primary bg-primary text-on-primary" : "border-line bg-surface hover:bg-canvas"}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {canNext ? (
        <Link
          href={hrefFor(current + 1)}
          prefetch={false}
          className={`${item} border-line bg-surface hover:bg-canvas`}
          rel="next"
        >
          {text.next} <span aria-hidden>›</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} cursor-not-allowed border-line text-muted opacity-60`}>
          {text.next} <span aria-hidden>›</span>
        </span>
      )}
    </nav>
  );
}
