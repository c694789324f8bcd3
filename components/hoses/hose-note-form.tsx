"use client";
import { useState } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * HoseNote (SPEC §2.5): 'Add note' with Save on the note route; on the archive route the
 * 'Archive note' with the button 'Archive'. Save stays disabled while the note is empty.
 */
export function HoseNoteForm({ action, archive }: { action: Action; archive: boolean }) {
  const [state, formAction, pending] = useDialogForm(action);
  const [notes, setNotes] = useState("");
  return (
    <form action={formAction} noValidate className="space-y-5">
      {archive ? (
        <p>Archiving is permanent: the hose leaves the lists and can no longer be edited. Its history is kept.</p>
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
      <ErrorList messages={otherErrors(state.errors, ["notes"])} />
      <DialogFooter
        submitLabel={archive ? "Archive" : "Save"}
        pending={pending}
        pendingLabel={archive ? "Archiving" : "Saving"}
        variant={archive ? "danger" : "primary"}
        submitDisabled={notes.trim() === ""}
      />
    </form>
  );
}
