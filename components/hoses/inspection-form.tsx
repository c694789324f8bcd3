"use client";
import { useState } from "react";
import { DateField } from "@/components/ui/date-field";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError } from "@/components/ui/field-error";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

const RESULTS = [
  { value: "0", label: "Good", hint: "No defects", className: "peer-checked:border-success peer-checked:bg-success/10 peer-checked:text-success" },
  { value: "1", label: "Monitor", hint: "Check again soon", className: "peer-checked:border-warning peer-checked:bg-warning/10 peer-checked:text-warning" },
  { value: "2", label: "Replace", hint: "Take out of service", className: "peer-checked:border-error peer-checked:bg-error/10 peer-checked:text-error" },
] as const;

/**
 * Record an inspection from the hose page: three large result buttons (a radio group, so
 * arrows move between them), the inspection date (today unless changed) and notes.
 */
export function InspectionForm({ action, today }: { action: Action; today: string }) {
  const [state, formAction, pending] = useDialogForm(action);
  const [result, setResult] = useState<string>("");
  const [notes, setNotes] = useState("");
  return (
    <form action={formAction} noValidate className="space-y-5">
      <fieldset aria-describedby={state.errors.inspectionResult?.length ? "inspection-result-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Result</legend>
        <div className="grid grid-cols-3 gap-2">
          {RESULTS.map((r) => (
            <label key={r.value} className="relative block cursor-pointer">
              <input
                type="radio"
                name="inspectionResult"
                value={r.value}
                checked={result === r.value}
                onChange={() => setResult(r.value)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-20 flex-col items-center justify-center rounded-lg border-2 border-line px-2 py-3 text-center font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-primary ${r.className}`}
              >
                {r.label}
                <span className="mt-1 text-xs font-normal text-muted">{r.hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="inspection-result-error" messages={state.errors.inspectionResult} />
      </fieldset>
      <DateField name="inspectionDate" label="Inspection date" defaultValue={today} errors={state.errors.inspectionDate} />
      <TextAreaField name="notes" label="Notes" optional rows={4} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} errors={state.errors.notes} />
      <ErrorList messages={otherErrors(state.errors, ["inspectionResult", "inspectionDate", "notes"])} />
      <DialogFooter submitLabel="Record inspection" pending={pending} pendingLabel="Recording" submitDisabled={result === ""} />
    </form>
  );
}
