"use client";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog-api";
import type { ActionState } from "@/lib/actions/state";
import type { QuoteText } from "./quote-words";

/** QuoteView's 'Mark as completed': on success the notice shows, the dialog closes and the list reloads. */
export function CompleteQuoteButton({ action, text }: { action: () => Promise<ActionState>; text: QuoteText }) {
  const dialog = useRouteDialog();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div className="space-y-3">
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.close}>
          {text.close}
        </Button>
        <Button
          variant="success"
          pending={pending}
          pendingLabel={text.completing}
          onClick={() =>
            startTransition(async () => {
              const result = await action();
              if (result.ok) dialog.done(result.message);
              else setErrors(Object.values(result.errors).flat());
            })
          }
        >
          {text.complete}
        </Button>
      </div>
    </div>
  );
}
