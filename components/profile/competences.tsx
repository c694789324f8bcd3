"use client";
import { useEffect, useRef } from "react";
import { SubmitButton } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { addCompetenceAction } from "@/lib/actions/auth";
import type { CompetenceRow } from "@/lib/competences";
import { formatDate } from "@/lib/dates";

export const COMPETENCE_TEXT = {
  heading: "Competence",
  intro:
    "Qualifications you hold to inspect hoses. A customer may require a valid one before it accepts your inspections.",
  none: "No competence records yet.",
  qualification: "Qualification",
  issuedBy: "Issued by",
  validUntil: "Valid until",
  valid: "Valid",
  expired: "Expired",
  add: "Add competence",
  adding: "Adding",
  listLabel: "Your competence records",
  unverified: "Unverified: awaiting an Admin's approval",
} as const;

const FIELDS = ["qualification", "issuedBy", "validUntil"] as const;

/** Your profile: the user's competence records and a form to add one. */
export function Competences({ items }: { items: CompetenceRow[] }) {
  const [state, formAction, pending] = useActionForm(addCompetenceAction);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok && state.message) form.current?.reset();
  }, [state]);
  return (
    <section aria-labelledby="competence-heading" className="space-y-4">
      <h2 id="competence-heading" className="text-lg font-semibold">
        {COMPETENCE_TEXT.heading}
      </h2>
      <p className="text-sm text-muted">{COMPETENCE_TEXT.intro}</p>
      {items.length === 0 ? (
        <p className="text-sm">{COMPETENCE_TEXT.none}</p>
      ) : (
        <ul aria-label={COMPETENCE_TEXT.listLabel} className="divide-y divide-line rounded-md border border-line">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{c.qualification}</span>
                <span className="text-muted">
                  {" "}
                  · {COMPETENCE_TEXT.issuedBy} {c.issuedBy}
                </span>
              </span>
              <span className={c.valid ? "text-success" : "text-error"}>
                {c.valid ? COMPETENCE_TEXT.valid : COMPETENCE_TEXT.expired} · {COMPETENCE_TEXT.validUntil}{" "}
                {formatDate(c.validUntil)}
                {c.approved ? null : <span className="block text-muted">{COMPETENCE_TEXT.unverified}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} action={formAction} className="space-y-4" noValidate aria-label={COMPETENCE_TEXT.add}>
        {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
        <TextField
          name="qualification"
          label={COMPETENCE_TEXT.qualification}
          required
          maxLength={200}
          errors={state.errors.qualification}
        />
        <TextField
          name="issuedBy"
          label={COMPETENCE_TEXT.issuedBy}
          required
          maxLength={200}
          errors={state.errors.issuedBy}
        />
        <DateField name="validUntil" label={COMPETENCE_TEXT.validUntil} required errors={state.errors.validUntil} />
        <ErrorList messages={otherErrors(state.errors, FIELDS)} />
        <SubmitButton pending={pending} pendingLabel={COMPETENCE_TEXT.adding}>
          {COMPETENCE_TEXT.add}
        </SubmitButton>
      </form>
    </section>
  );
}
