"use client";
import { useState } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { HoseFormText } from "./hose-form";
import { RetirementPhotoField } from "./retirement-photo-field";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * HoseNote (SPEC §2.5): 'Add note' with Save on the note route; on the archive route the
 * 'Archive note' with the button 'Archive', and the reason for retirement from a fixed list.
 * Save stays disabled while the note is empty; Archive while neither a note nor a reason is given.
 */
export function HoseNoteForm({
  action,
  archive,
  reasons,
  text: T,
}: {
  action: Action;
  archive: boolean;
  /** The reasons for retirement, labelled in the page's language (archive only). */
  reasons: { value: string; label: string }[];
  /** The words in the page's language (the `hoseForm` namespace). */
  text: HoseFormText;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  const [notes, setNotes] = useState("");
  const [reason, setReason] = useState("");
  const [preparing, setPreparing] = useState(false);
  return (
    <form action={formAction} noValidate className="space-y-5">
      {archive ? (
        <>
          <p>{T.archiveWarning}</p>
          <SelectField
            name="retirementReason"
            label={T.retirementReason}
            hint={T.retirementReasonHint}
            options={reasons}
            placeholder={T.chooseReason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            errors={state.errors.retirementReason}
          />
          <RetirementPhotoField
            onBusy={setPreparing}
            text={T}
            errors={[
              ...(state.errors.photo ?? []),
              ...(state.errors["photo.base64Data"] ?? []),
              ...(state.errors["photo.filename"] ?? []),
            ]}
          />
        </>
      ) : null}
      <TextAreaField
        name="notes"
        label={archive ? T.archiveWhy : T.note}
        rows={5}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        errors={state.errors.notes}
      />
      <ErrorList
        messages={otherErrors(state.errors, [
          "notes",
          "retirementReason",
          "photo",
          "photo.base64Data",
          "photo.filename",
        ])}
      />
      <DialogFooter
        submitLabel={archive ? T.archive : T.save}
        pending={pending}
        pendingLabel={archive ? T.archiving : T.saving}
        cancelLabel={T.cancel}
        variant={archive ? "danger" : "primary"}
        submitDisabled={preparing || (notes.trim() === "" && !(archive && reason !== ""))}
      />
    </form>
  );
}
