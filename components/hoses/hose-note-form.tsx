"use client";
import { useState } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import { RETIREMENT_REASONS } from "@/lib/hoses/retirement";
import { RetirementPhotoField } from "./retirement-photo-field";

const TEXT = {
  reason: "Reason for retirement",
  reasonPlaceholder: "Choose a reason",
  reasonHint: "Service-life analytics count the in-service failures.",
};

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * HoseNote (SPEC §2.5): 'Add note' with Save on the note route; on the archive route the
 * 'Archive note' with the button 'Archive', and the reason for retirement from a fixed list.
 * Save stays disabled while the note is empty; Archive while neither a note nor a reason is given.
 */
export function HoseNoteForm({ action, archive }: { action: Action; archive: boolean }) {
  const [state, formAction, pending] = useDialogForm(action);
  const [notes, setNotes] = useState("");
  const [reason, setReason] = useState("");
  const [preparing, setPreparing] = useState(false);
  return (
    <form action={formAction} noValidate className="space-y-5">
      {archive ? (
        <>
          <p>Archiving is permanent: the hose leaves the lists and can no longer be edited. Its history is kept.</p>
          <SelectField
            name="retirementReason"
            label={TEXT.reason}
            hint={TEXT.reasonHint}
            options={RETIREMENT_REASONS}
            placeholder={TEXT.reasonPlaceholder}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            errors={state.errors.retirementReason}
          />
          <RetirementPhotoField
            onBusy={setPreparing}
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
        label={archive ? "Why is this hose being archived?" : "Note"}
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
        submitLabel={archive ? "Archive" : "Save"}
        pending={pending}
        pendingLabel={archive ? "Archiving" : "Saving"}
        variant={archive ? "danger" : "primary"}
        submitDisabled={preparing || (notes.trim() === "" && !(archive && reason !== ""))}
      />
    </form>
  );
}
