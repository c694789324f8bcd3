"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** BatchEdit: the batch's name. */
export function BatchForm({ action, name }: { action: Action; name: string }) {
  const [state, formAction, pending] = useDialogForm(action, ["name"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label="Batch name"
        required
        autoFocus
        maxLength={100}
        defaultValue={state.values.name ?? name}
        errors={state.errors.name}
      />
      <ErrorList messages={otherErrors(state.errors, ["name"])} />
      <DialogFooter submitLabel="Save batch" pending={pending} pendingLabel="Saving" />
    </form>
  );
}

/** BatchDelete: a confirmation; the batch's tags go with it. */
export function DeleteBatchForm({
  action,
  name,
  tags,
}: {
  action: () => Promise<ActionState>;
  name: string;
  tags: number;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        Delete <strong>{name}</strong> and its {tags.toLocaleString("en-GB")} tags? None of them is fitted to a hose.
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter submitLabel="Delete batch" pending={pending} pendingLabel="Deleting" variant="danger" />
    </form>
  );
}
