"use client";
import { useEffect } from "react";
import type { ActionState } from "@/lib/actions/state";
import { Button, SubmitButton } from "./button";
import { useRouteDialog } from "./route-dialog-api";
import { useActionForm } from "./use-action-form";

type Action<T> = (prev: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/**
 * useActionForm for a form inside a <RouteDialog>: on success the action's message is shown as
 * a notice, the dialog closes and the list underneath reloads. Errors stay in the form
 * (field errors under their inputs, the rest in an <ErrorList> banner).
 */
export function useDialogForm<T = unknown>(action: Action<T>, keep: readonly string[] = []) {
  const dialog = useRouteDialog();
  const result = useActionForm(action, keep);
  const [state] = result;
  useEffect(() => {
    if (state.ok) dialog.done(state.message);
  }, [state, dialog]);
  return result;
}

/** The buttons at the end of a dialog form: Cancel (closes the dialog) and the submit button. */
export function DialogFooter({
  submitLabel,
  pendingLabel,
  pending,
  cancelLabel = "Cancel",
  variant = "primary",
  submitDisabled,
  submitDescribedBy,
}: {
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  cancelLabel?: string;
  variant?: "primary" | "danger" | "success";
  submitDisabled?: boolean;
  /** The id of the text that says why the submit button is disabled (read with the button). */
  submitDescribedBy?: string;
}) {
  const dialog = useRouteDialog();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={dialog.close}>
        {cancelLabel}
      </Button>
      <SubmitButton
        variant={variant}
        pending={pending}
        pendingLabel={pendingLabel}
        disabled={submitDisabled}
        aria-describedby={submitDescribedBy}
      >
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
