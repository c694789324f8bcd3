"use client";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog";
import type { ActionState } from "@/lib/actions/state";

/** QuoteView's 'Mark as completed': on success the notice shows, the dialog closes and the list reloads. */
export function CompleteQuoteButton({ action }: { action: () => Promise<ActionState> }) {
  const dialog = useRouteDialog();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <div className="space-y-3">
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.close}>
          Close
        </Button>
        <Button
          variant="success"
          pending={pending}
          pendingLabel="Completing"
          onClick={() =>
            startTransition(async () => {
              const result = await action();
              if (result.ok) dialog.done(result.message);
              else setErrors(Object.values(result.errors).flat());
            })
          }
        >
          Mark as completed
        </Button>
      </div>
    </div>
  );
}
