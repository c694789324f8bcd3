import { unstable_rethrow } from "next/navigation";
import { DUE_CHART_WEEKS } from "@/lib/dashboard/cards";
import type { DueChartData } from "@/lib/dashboard/load-dashboard";
import { formatDateIn, fromIsoDate } from "@/lib/dates";
import type { DashboardText } from "./dashboard-text";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A month's short name: British English as it has always read (Intl says "Sept"), else the language's. */
const monthIn = (date: Date, locale: string) =>
  locale === "en-GB"
    ? MONTHS[date.getUTCMonth()]
    : new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(date);

/**
 * Beyond the spec: hoses whose inspection is overdue (one bar before this week, in the error
 * colour, linking to the overdue list) and those due in each of the next weeks, as plain HTML
 * bars (no chart library: thirteen bars do not need one, and HTML text stays readable on a
 * phone where a scaled SVG's would shrink). Each bar carries its figure as text; screen
 * readers get one sentence a bar.
 */
export async function DueChart({
  data: load,
  overdueHref,
  t,
  locale,
}: {
  data: () => Promise<DueChartData>;
  overdueHref: string;
  t: DashboardText;
  locale: string;
}) {
  let data: DueChartData;
  try {
    data = await load();
  } catch (error) {
    unstable_rethrow(error);
    console.error("[dashboard] due chart failed", error);
    return (
      <ChartFrame t={t}>
        <p role="alert" className="text-sm text-error">
          {t("loadError")}
        </p>
      </ChartFrame>
    );
  }
  const { overdue, weeks } = data;
  const max = Math.max(1, overdue, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, overdue);
  const bar = (count: number, tone: string) => (
    <span
      aria-hidden
      className={`w-full rounded-t ${tone}`}
      style={{ height: `${(count / max) * 75}%`, minHeight: count ? 4 : 1 }}
    />
  );
  return (
    <ChartFrame total={total} t={t}>
      <ol className="grid h-48 grid-cols-13 items-end gap-1 sm:gap-2" data-testid="due-chart">
        <li className="flex h-full min-w-0 flex-col items-center justify-end gap-1" data-count={overdue} data-overdue>
          <a
            href={overdueHref}
            className="flex h-full w-full flex-col items-center justify-end gap-1 rounded focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
          >
            <span className="sr-only">{t("overdueBar", { count: overdue })}</span>
            <span aria-hidden className="text-xs font-semibold tabular-nums text-error">
              {overdue}
            </span>
            {bar(overdue, "bg-error")}
            <span aria-hidden className="text-center text-[0.7rem] leading-tight font-semibold text-error">
              {t("overdue")}
            </span>
          </a>
        </li>
        {weeks.map((w) => {
          const start = fromIsoDate(w.weekStart);
          return (
            <li
              key={w.weekStart}
              className="flex h-full min-w-0 flex-col items-center justify-end gap-1"
              data-count={w.count}
            >
              <span className="sr-only">
                {t("weekBar", {
                  count: w.count,
                  start: formatDateIn(w.weekStart, locale),
                  end: formatDateIn(w.weekEnd, locale),
                })}
              </span>
              <span aria-hidden className="text-xs font-semibold tabular-nums text-ink">
                {w.count}
              </span>
              {bar(w.count, "bg-primary")}
              <span aria-hidden className="text-center text-[0.7rem] leading-tight text-muted">
                {start.getUTCDate()}
                <br />
                {monthIn(start, locale)}
              </span>
            </li>
          );
        })}
      </ol>
    </ChartFrame>
  );
}

function ChartFrame({ total, t, children }: { total?: number; t: DashboardText; children: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-line bg-surface p-4 shadow-xs" aria-labelledby="due-chart-title">
      <figcaption id="due-chart-title" className="mb-4 font-semibold">
        {t("chartTitle", { weeks: DUE_CHART_WEEKS })}
        {total !== undefined ? (
          <span className="ml-2 text-sm font-normal text-muted">{t("chartTotal", { count: total })}</span>
        ) : null}
      </figcaption>
      {children}
    </figure>
  );
}

export function DueChartSkeleton({ t }: { t: DashboardText }) {
  return (
    <ChartFrame t={t}>
      <div role="status" aria-live="polite" className="h-48 animate-pulse rounded bg-line/50">
        <span className="sr-only">{t("loading")}</span>
      </div>
    </ChartFrame>
  );
}
