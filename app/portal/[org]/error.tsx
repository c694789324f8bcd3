"use client";
import { useEffect } from "react";
import { ListLoadError } from "@/components/lists/list-load-error";
import { useErrorText } from "@/components/providers/client-provider";
import { reportBrowserError } from "@/lib/observability/browser";

/**
 * A portal page that failed to render (a list whose load threw outside loadList, a dialog's
 * data): the list error text, with a retry that renders the segment again. In the page's
 * language: the root layout hands the texts down (useErrorText), as Next gives a boundary
 * nothing but the error.
 */
export default function PortalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const text = useErrorText();
  useEffect(() => {
    console.error(error);
    reportBrowserError(error);
  }, [error]);
  return <ListLoadError onRetry={retry} text={text} />;
}
