import { unstable_rethrow } from "next/navigation";
import { DUE_CHART_WEEKS } from "@/lib/dashboard/cards";
import type { DueChartData } from "@/lib/dashboard/load-dashboard";
import { formatDate, fromIsoDate } from "@/lib/dates";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

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
}: {
  data: () => Promise<DueChartData>;
  overdueHref: string;
}) {
  let data: DueChartData;
  try {
    data = await load();
  } catch (error) {
    unstable_rethrow(error);
    console.error("[dashboard] due chart failed", error);
    return (
      <ChartFrame>
        <p role="alert" className="text-sm text-error">
          There was an error loading your data
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
    <ChartFrame total={total}>
      <ol className="grid h-48 grid-cols-13 items-end gap-1 sm:gap-2" data-testid="due-chart">
        <li className="flex h-full min-w-0 flex-col items-center justify-end gap-1" data-count={overdue} data-overdue>
          <a
            href={overdueHref}
            className="flex h-full w-full flex-col items-center justify-end gap-1 rounded focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
          >
            <span className="sr-only">{overdue === 1 ? `Overdue: ${overdue} hose` : `Overdue: ${overdue} hoses`}</span>
            <span aria-hidden className="text-xs font-semibold tabular-nums text-error">
              {overdue}
            </span>
            {bar(overdue, "bg-error")}
            <span aria-hidden className="text-center text-[0.7rem] leading-tight font-semibold text-error">
              Overdue
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
                {w.count === 1
                  ? `Week of ${formatDate(w.weekStart)} to ${formatDate(w.weekEnd)}: ${w.count} hose`
                  : `Week of ${formatDate(w.weekStart)} to ${formatDate(w.weekEnd)}: ${w.count} hoses`}
              </span>
              <span aria-hidden className="text-xs font-semibold tabular-nums text-ink">
                {w.count}
              </span>
              {bar(w.count, "bg-primary")}
              <span aria-hidden className="text-center text-[0.7rem] leading-tight text-muted">
                {start.getUTCDate()}
                <br />
                {MONTHS[start.getUTCMonth()]}
              </span>
            </li>
          );
        })}
      </ol>
    </ChartFrame>
  );
}

function ChartFrame({ total, children }: { total?: number; children: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-line bg-surface p-4 shadow-xs" aria-labelledby="due-chart-title">
      <figcaption id="due-chart-title" className="mb-4 font-semibold">
        Inspections overdue and due per week, next {DUE_CHART_WEEKS} weeks
        {total !== undefined ? (
          <span className="ml-2 text-sm font-normal text-muted">({total.toLocaleString("en-GB")} hoses)</span>
        ) : null}
      </figcaption>
      {children}
    </figure>
  );
}

export function DueChartSkeleton() {
  return (
    <ChartFrame>
      <div role="status" aria-live="polite" className="h-48 animate-pulse rounded bg-line/50">
        <span className="sr-only">Loading</span>
      </div>
    </ChartFrame>
  );
}
