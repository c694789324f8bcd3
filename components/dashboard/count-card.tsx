import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import type { DashboardText } from "./dashboard-text";

/**
 * A dashboard count card (SPEC §2.4): the label and the number, as one link to the list it
 * counts. Loads on its own inside a Suspense boundary; a failure shows in the card only.
 */
export async function CountCardView({
  id,
  label,
  href,
  count,
  t,
  locale,
}: {
  id: string;
  label: string;
  href: string;
  count: () => Promise<number>;
  t: DashboardText;
  locale: string;
}) {
  let value: number;
  try {
    value = await count();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[dashboard] count card ${id} failed`, error);
    return (
      <div className={`${CARD} border-error/40`} data-testid={`card-${id}`}>
        <p className="text-sm font-medium text-ink">{label}</p>
        <p role="alert" className="text-sm text-error">
          {t("loadError")}
        </p>
      </div>
    );
  }
  return (
    <Link
      href={href}
      data-testid={`card-${id}`}
      className={`${CARD} transition hover:border-primary hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none`}
    >
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="text-3xl font-semibold tabular-nums text-primary-strong" data-testid="count">
        {value.toLocaleString(locale)}
      </span>
    </Link>
  );
}

const CARD = "flex min-h-28 flex-col justify-between gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs";

export function CountCardSkeleton({ label, loading = "Loading" }: { label: string; loading?: string }) {
  return (
    <div className={CARD} role="status" aria-live="polite">
      <span className="text-sm font-medium text-ink">{label}</span>
      <span className="sr-only">{loading}</span>
      <span aria-hidden className="h-9 w-16 animate-pulse rounded bg-line/70" />
    </div>
  );
}
