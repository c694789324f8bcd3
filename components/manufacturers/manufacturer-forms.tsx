"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { Messages } from "@/lib/i18n/catalogue";
import { BoldName } from "@/components/ui/bold-name";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** The screen's texts in the page's language (the `manufacturers` catalogue namespace). */
export type ManufacturersText = Record<keyof Messages["manufacturers"], string>;

/** ManufacturerAdd / ManufacturerEdit: the name; a duplicate shows under the field. */
export function ManufacturerForm({
  action,
  name,
  submitLabel,
  text,
}: {
  action: Action;
  name?: string;
  submitLabel: string;
  text: ManufacturersText;
}) {
  const [state, formAction, pending] = useDialogForm(action, ["name"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label={text.name}
        required
        autoFocus
        maxLength={100}
        defaultValue={state.values.name ?? name ?? ""}
        errors={state.errors.name}
      />
      <ErrorList messages={otherErrors(state.errors, ["name"])} />
      <DialogFooter submitLabel={submitLabel} pending={pending} pendingLabel={text.saving} cancelLabel={text.cancel} />
    </form>
  );
}

/** ManufacturerDelete: a confirmation; what was recorded on configurations and hoses stays. */
export function DeleteManufacturerForm({
  action,
  name,
  text,
}: {
  action: () => Promise<ActionState>;
  name: string;
  text: ManufacturersText;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>{<BoldName template={text.deleteQuestion} name={name} />}</p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter
        submitLabel={text.delete}
        pending={pending}
        pendingLabel={text.deleting}
        variant="danger"
        cancelLabel={text.cancel}
      />
    </form>
  );
}
