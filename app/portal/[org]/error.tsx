"use client";
import { useEffect } from "react";
import { ListLoadError } from "@/components/lists/list-load-error";
import { reportBrowserError } from "@/lib/observability/browser";

/**
 * A portal page that failed to render (a list whose load threw outside loadList, a dialog's
 * data): the list error text, with a retry that renders the segment again.
 */
export default function PortalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error(error);
    reportBrowserError(error);
  }, [error]);
  return <ListLoadError onRetry={retry} />;
}
