"use client";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { exportListAction } from "@/lib/actions/lists";
import type { FilterValues } from "@/lib/lists/schemas";
import { LIST_TEXT, type ListText } from "./list-text";

/**
 * 'Export CSV' (SPEC §2.5, 7): asks for a signed download URL of the list with its current
 * filters and opens it in a new tab. The tab is opened at the click (a popup opened after an
 * await is blocked) and pointed at the URL when it arrives; errors are reported to the list.
 */
export function ExportButton({
  organisationId,
  resource,
  filters,
  onError,
  text = LIST_TEXT,
}: {
  organisationId: string;
  resource: string;
  filters: FilterValues;
  onError: (messages: string[]) => void;
  text?: ListText;
}) {
  const [pending, startTransition] = useTransition();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        pending={pending}
        pendingLabel={text.exporting}
        onClick={() => {
          onError([]);
          const tab = window.open("", "_blank");
          startTransition(async () => {
            const result = await exportListAction(organisationId, resource, filters);
            if (result.ok && result.data) {
              if (tab) tab.location.href = result.data.url;
              else window.location.assign(result.data.url);
              setOpened(result.data.url);
            } else {
              tab?.close();
              onError(Object.values(result.errors).flat());
            }
          });
        }}
      >
        <DownloadIcon />
        {text.exportCsv}
      </Button>
      {/* Announces the download for screen readers; the link is a fallback if the tab was blocked. */}
      <span role="status" className="sr-only">
        {opened ? (
          <>
            The export has opened in a new tab. <a href={opened}>Download the CSV file</a>
          </>
        ) : null}
      </span>
    </>
  );
}

function DownloadIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M10 2.5a.75.75 0 0 1 .75.75v8.19l2.72-2.72a.75.75 0 1 1 1.06 1.06l-4 4a.75.75 0 0 1-1.06 0l-4-4a.75.75 0 1 1 1.06-1.06l2.72 2.72V3.25A.75.75 0 0 1 10 2.5ZM3.75 14a.75.75 0 0 1 .75.75v1.5h11v-1.5a.75.75 0 0 1 1.5 0v2.25a.75.75 0 0 1-.75.75H4.5a.75.75 0 0 1-.75-.75v-2.25a.75.75 0 0 1 .75-.75Z" />
    </svg>
  );
}
