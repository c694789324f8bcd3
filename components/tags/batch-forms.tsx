"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { Messages } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";

/** Tag management's texts in the page's language (the `tags` catalogue namespace), with the language. */
export type TagsText = Record<keyof Messages["tags"], string> & { locale: string };

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** BatchEdit: the batch's name and the distributor it is allocated to. */
export function BatchForm({
  action,
  name,
  distributorId,
  distributors,
  text,
}: {
  action: Action;
  name: string;
  distributorId: string | null;
  distributors: readonly SelectOption[];
  text: TagsText;
}) {
  const [state, formAction, pending] = useDialogForm(action, ["name", "distributorId"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label={text.batchName}
        required
        autoFocus
        maxLength={100}
        defaultValue={state.values.name ?? name}
        errors={state.errors.name}
      />
      <SelectField
        name="distributorId"
        label={text.allocatedTo}
        options={distributors}
        placeholder={text.notAllocatedYet}
        hint={text.allocatedHintEdit}
        defaultValue={state.values.distributorId ?? distributorId ?? ""}
        errors={state.errors.distributorId}
      />
      <ErrorList messages={otherErrors(state.errors, ["name", "distributorId"])} />
      <DialogFooter
        submitLabel={text.saveBatch}
        pending={pending}
        pendingLabel={text.saving}
        cancelLabel={text.cancel}
      />
    </form>
  );
}

/** BatchDelete: a confirmation; the batch's tags go with it. */
export function DeleteBatchForm({
  action,
  name,
  tags,
  text,
}: {
  action: () => Promise<ActionState>;
  name: string;
  tags: number;
  text: TagsText;
}) {
  const [before, after = ""] = formatText(text.deleteQuestion, { count: tags.toLocaleString(text.locale) }).split(
    "{name}",
  );
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        {before}
        <strong>{name}</strong>
        {after}
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter
        submitLabel={text.deleteBatch}
        pending={pending}
        pendingLabel={text.deleting}
        variant="danger"
        cancelLabel={text.cancel}
      />
    </form>
  );
}
