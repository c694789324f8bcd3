"use client";
import { useState } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError } from "@/components/ui/field-error";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** A labelled multi-line notes field; its errors are tied to it like TextField's. */
export function NotesField({ value, onChange, errors, label, optional }: { value: string; onChange: (v: string) => void; errors?: string[]; label: string; optional?: boolean }) {
  const errorId = errors?.length ? "hose-notes-error" : undefined;
  return (
    <div>
      <label htmlFor="hose-notes" className="mb-1 block text-sm font-medium">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      <textarea
        id="hose-notes"
        name="notes"
        rows={5}
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`block w-full rounded-md border bg-surface px-3 py-2 text-base text-ink shadow-xs focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${errorId ? "border-error" : "border-line"}`}
      />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

/**
 * HoseNote (SPEC 2.5): 'Add note' with Save on the note route; on the archive route the
 * 'Archive note' with the button 'Archive'. Save stays disabled while the note is empty.
 */
export function HoseNoteForm({ action, archive }: { action: Action; archive: boolean }) {
  const [state, formAction, pending] = useDialogForm(action);
  const [notes, setNotes] = useState("");
  return (
    <form action={formAction} noValidate className="space-y-5">
      {archive ? <p>Archiving is permanent: the hose leaves the lists and can no longer be edited. Its history is kept.</p> : null}
      <NotesField label={archive ? "Why is this hose being archived?" : "Note"} value={notes} onChange={setNotes} errors={state.errors.notes} />
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
