"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { LIST_TEXT, type ListText } from "./list-text";

// Apart from <ListView> (./list-view.tsx): the portal's error boundary (app/portal/[org]/error.tsx)
// shows it on every page, which must not load the filters, pager and export of the lists with it.

/** The failed-load state: the message and a way to try again. */
export function ListLoadError({
  onRetry,
  clearHref,
  text = LIST_TEXT,
}: {
  onRetry?: () => void;
  clearHref?: string;
  text?: Pick<ListText, "loadError" | "tryAgain"> & Partial<Pick<ListText, "clearFilters">>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert" className="rounded-xl border border-error/40 bg-surface px-4 py-8 text-center">
      <p className="font-semibold text-error">{text.loadError}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button
          variant="secondary"
          pending={pending}
          onClick={() => startTransition(() => (onRetry ? onRetry() : router.refresh()))}
        >
          {text.tryAgain}
        </Button>
        {/* The 'clear' flag: a list whose filters cannot be loaded starts again without them. */}
        {clearHref && text.clearFilters ? (
          <Link href={clearHref} className={buttonClasses("ghost")}>
            {text.clearFilters}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
