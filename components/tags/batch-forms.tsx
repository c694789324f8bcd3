"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** BatchEdit: the batch's name and the distributor it is allocated to. */
export function BatchForm({
  action,
  name,
  distributorId,
  distributors,
}: {
  action: Action;
  name: string;
  distributorId: string | null;
  distributors: readonly SelectOption[];
}) {
  const [state, formAction, pending] = useDialogForm(action, ["name", "distributorId"]);
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
      <SelectField
        name="distributorId"
        label="Allocated to"
        options={distributors}
        placeholder="Not allocated yet (any distributor)"
        hint="Only this distributor's customers can fit the batch's free tags. Tags already fitted stay on their hoses."
        defaultValue={state.values.distributorId ?? distributorId ?? ""}
        errors={state.errors.distributorId}
      />
      <ErrorList messages={otherErrors(state.errors, ["name", "distributorId"])} />
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
