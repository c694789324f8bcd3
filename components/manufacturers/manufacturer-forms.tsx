"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** ManufacturerAdd / ManufacturerEdit: the name; a duplicate shows under the field. */
export function ManufacturerForm({
  action,
  name,
  submitLabel,
}: {
  action: Action;
  name?: string;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useDialogForm(action, ["name"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label="Name"
        required
        autoFocus
        maxLength={100}
        defaultValue={state.values.name ?? name ?? ""}
        errors={state.errors.name}
      />
      <ErrorList messages={otherErrors(state.errors, ["name"])} />
      <DialogFooter submitLabel={submitLabel} pending={pending} pendingLabel="Saving" />
    </form>
  );
}

/** ManufacturerDelete: a confirmation; what was recorded on configurations and hoses stays. */
export function DeleteManufacturerForm({ action, name }: { action: () => Promise<ActionState>; name: string }) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        Delete <strong>{name}</strong>? Configurations and hoses that already name this manufacturer keep the name.
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter submitLabel="Delete" pending={pending} pendingLabel="Deleting" variant="danger" />
    </form>
  );
}
