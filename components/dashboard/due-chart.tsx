import { unstable_rethrow } from "next/navigation";
import { DUE_CHART_WEEKS } from "@/lib/dashboard/cards";
import type { DueWeek } from "@/lib/dashboard/load-dashboard";
import { formatDate, fromIsoDate } from "@/lib/dates";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * Beyond the spec: hoses due inspection in each of the next weeks, as plain HTML bars (no chart
 * library: twelve bars do not need one, and HTML text stays readable on a phone where a scaled
 * SVG's would shrink). Each bar carries its figure as text; screen readers get one sentence a week.
 */
export async function DueChart({ weeks }: { weeks: () => Promise<DueWeek[]> }) {
  let data: DueWeek[];
  try {
    data = await weeks();
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
  const max = Math.max(1, ...data.map((w) => w.count));
  const total = data.reduce((sum, w) => sum + w.count, 0);
  return (
    <ChartFrame total={total}>
      <ol className="grid h-48 grid-cols-12 items-end gap-1 sm:gap-2" data-testid="due-chart">
        {data.map((w) => {
          const start = fromIsoDate(w.weekStart);
          return (
            <li
              key={w.weekStart}
              className="flex h-full min-w-0 flex-col items-center justify-end gap-1"
              data-count={w.count}
            >
              <span className="sr-only">
                Week of {formatDate(w.weekStart)} to {formatDate(w.weekEnd)}: {w.count}{" "}
                {w.count === 1 ? "hose" : "hoses"}
              </span>
              <span aria-hidden className="text-xs font-semibold tabular-nums text-ink">
                {w.count}
              </span>
              <span
                aria-hidden
                className="w-full rounded-t bg-primary"
                style={{ height: `${(w.count / max) * 75}%`, minHeight: w.count ? 4 : 1 }}
              />
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
        Inspections due per week, next {DUE_CHART_WEEKS} weeks
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
