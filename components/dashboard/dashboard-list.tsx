import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { HoseStatusChip, InspectionResultChip } from "@/components/hoses/hose-status";
import { QuoteStatusChip } from "@/components/quotes/quote-status";
import { type QuotesText, quoteStatusIn, quoteTitleIn, quotesText } from "@/components/quotes/quote-text";
import type { QuoteViewer } from "@/lib/quotes/title";
import type { DashboardList } from "@/lib/dashboard/cards";
import type { DashboardRows } from "@/lib/dashboard/load-dashboard";
import { formatDateIn } from "@/lib/dates";
import { hoseStateText } from "@/components/hoses/hose-state-text";
import { type HoseStateText, hoseTitleIn, locationIn } from "@/components/hoses/hose-text";
import type { Locale } from "@/lib/i18n/locales";
import type { DashboardText } from "./dashboard-text";

/** What each list says when it has no rows. */
function emptyText(id: string, t: DashboardText): string {
  const empty: Record<string, string> = {
    distributors: t("emptyDistributors"),
    customers: t("emptyCustomers"),
    replace: t("emptyReplace"),
    inspections: t("emptyInspections"),
    quotes: t("emptyQuotes"),
  };
  return empty[id] ?? t("emptyOther");
}

/**
 * A dashboard list (SPEC §2.4): a titled panel with 'See all' (the whole list, same filters) and
 * its first rows, scrolling at a maximum height of 450 px. Loads on its own inside a Suspense
 * boundary; a failure shows in the panel only.
 */
export async function DashboardListView({
  list,
  base,
  seeAll,
  rows,
  showCustomer,
  t,
  locale,
  quoteViewer,
}: {
  t: DashboardText;
  locale: Locale;
  /** Whose titles the quotes read (SPEC §4): the organisation acted for. */
  quoteViewer: QuoteViewer;
  list: DashboardList;
  base: string;
  seeAll: string;
  rows: () => Promise<DashboardRows>;
  /** Whether rows name the hose's customer (not on a customer's own dashboard). */
  showCustomer: boolean;
}) {
  let loaded: DashboardRows;
  try {
    loaded = await rows();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[dashboard] list ${list.id} failed`, error);
    return (
      <Panel list={list} seeAll={seeAll} t={t} locale={locale}>
        <p role="alert" className="p-4 text-sm text-error">
          {t("loadError")}
        </p>
      </Panel>
    );
  }
  return (
    <Panel list={list} seeAll={seeAll} total={loaded.total} t={t} locale={locale}>
      {loaded.items.length === 0 ? (
        <p className="p-4 text-sm text-muted">{emptyText(list.id, t)}</p>
      ) : (
        <ul className="max-h-[450px] divide-y divide-line overflow-y-auto" data-testid="rows">
          <Rows
            rows={loaded}
            base={base}
            showCustomer={showCustomer}
            t={t}
            state={hoseStateText(locale)}
            quotes={{ viewer: quoteViewer, text: quotesText(locale) }}
          />
        </ul>
      )}
    </Panel>
  );
}

function Panel({
  list,
  seeAll,
  total,
  t,
  locale,
  children,
}: {
  list: DashboardList;
  seeAll: string;
  total?: number;
  t: DashboardText;
  locale: string;
  children: React.ReactNode;
}) {
  const headingId = `dashboard-list-${list.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-line bg-surface shadow-xs"
      data-testid={`list-${list.id}`}
    >
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id={headingId} className="font-semibold">
          {list.title}
          {total !== undefined ? (
            <span className="ml-2 text-sm font-normal text-muted">({total.toLocaleString(locale)})</span>
          ) : null}
        </h2>
        <Link
          href={seeAll}
          className="min-h-10 content-center rounded-md px-2 text-sm font-semibold text-primary hover:bg-canvas"
        >
          {t("seeAll")}
          <span className="sr-only"> {list.title.toLowerCase()}</span>
        </Link>
      </header>
      {children}
    </section>
  );
}

const ROW = "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3";
const LINK = "font-medium text-ink underline-offset-2 hover:text-primary hover:underline";

function Rows({
  rows,
  base,
  showCustomer,
  t,
  state,
  quotes,
}: {
  quotes: { viewer: QuoteViewer; text: QuotesText };
  rows: DashboardRows;
  base: string;
  showCustomer: boolean;
  t: DashboardText;
  state: HoseStateText;
}) {
  const date = (value: string) => formatDateIn(value, state.locale);
  switch (rows.list) {
    case "organisations":
      return rows.items.map((o) => (
        <li key={o.id} className={ROW}>
          <span className="min-w-0">
            <Link href={`${base}/organisations/${o.id}/view`} className={LINK} scroll={false}>
              {o.name}
            </Link>
            <span className="block text-sm text-muted">{t("accountCode", { code: o.accountCode })}</span>
          </span>
          <span className="text-sm text-muted">{t("taggedHoses", { count: o.hoseCount })}</span>
        </li>
      ));
    case "hoses":
      return rows.items.map((h) => (
        <li key={h.id} className={ROW}>
          <span className="min-w-0">
            <Link href={`${base}/hoses/${h.id}`} className={LINK}>
              {hoseTitleIn(h, state)}
            </Link>
            <span className="block text-sm text-muted">
              {showCustomer ? `${h.customerName} · ` : ""}
              {locationIn(h, state)}
            </span>
          </span>
          <HoseStatusChip status={h.status} text={state} />
        </li>
      ));
    case "inspections":
      return rows.items.map((m) => (
        <li key={m.id} className={ROW}>
          <span className="min-w-0">
            <Link href={`${base}/hoses/${m.hoseId}`} className={LINK}>
              {hoseTitleIn(m, state)}
            </Link>
            <span className="block text-sm text-muted">
              {m.inspectionDate ? date(m.inspectionDate) : t("noDate")}
              {m.inspectionName ? ` · ${m.inspectionName}` : ""}
              {showCustomer ? ` · ${m.customerName}` : ""}
            </span>
          </span>
          <InspectionResultChip result={m.inspectionResult} text={state} />
        </li>
      ));
    case "quote-requests":
      return rows.items.map((q) => (
        <li key={q.id} className={ROW}>
          <span className="min-w-0">
            <Link href={`${base}/quote-requests/${q.id}`} className={LINK} scroll={false}>
              {quoteTitleIn(quotes.viewer, q, quotes.text)}
            </Link>
            <span className="block text-sm text-muted">
              {date(q.createdAt)}
              {q.hose ? ` · ${hoseTitleIn(q.hose, state)}` : ""}
            </span>
          </span>
          <QuoteStatusChip completedAt={q.completedAt} status={q.status} label={quoteStatusIn(q, quotes.text)} />
        </li>
      ));
  }
}

export function DashboardListSkeleton({ title, loading = "Loading" }: { title: string; loading?: string }) {
  return (
    <section className="rounded-xl border border-line bg-surface shadow-xs" role="status" aria-live="polite">
      <div className="border-b border-line px-4 py-3 font-semibold">{title}</div>
      <span className="sr-only">{loading}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} aria-hidden className="flex gap-4 border-b border-line px-4 py-4 last:border-0">
          <div className="h-4 w-1/2 animate-pulse rounded bg-line/70" />
          <div className="h-4 w-1/5 animate-pulse rounded bg-line/70" />
        </div>
      ))}
    </section>
  );
}
