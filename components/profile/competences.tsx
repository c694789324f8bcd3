"use client";
import type { ProfileText } from "./profile-text";
import { useEffect, useRef } from "react";
import { SubmitButton } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { addCompetenceAction } from "@/lib/actions/auth";
import type { CompetenceRow } from "@/lib/competences";
import { formatDateIn } from "@/lib/dates";
import { CompetenceCertificate } from "@/components/competences/competence-certificate";
import type { CompetencesText } from "@/components/competences/competence-approval-text";

const FIELDS = ["qualification", "issuedBy", "validUntil"] as const;

/** Your profile: the user's competence records and a form to add one. */
export function Competences({
  org,
  items,
  text,
  locale,
  certificateText,
}: {
  /** A certificate's words (the `competences` catalogue namespace). */
  certificateText: CompetencesText;
  org: string;
  items: CompetenceRow[];
  text: ProfileText;
  locale: string;
}) {
  const [state, formAction, pending] = useActionForm(addCompetenceAction);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok && state.message) form.current?.reset();
  }, [state]);
  return (
    <section aria-labelledby="competence-heading" className="space-y-4">
      <h2 id="competence-heading" className="text-lg font-semibold">
        {text.competenceHeading}
      </h2>
      <p className="text-sm text-muted">{text.competenceIntro}</p>
      {items.length === 0 ? (
        <p className="text-sm">{text.competenceNone}</p>
      ) : (
        <ul aria-label={text.competenceList} className="divide-y divide-line rounded-md border border-line">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{c.qualification}</span>
                <span className="text-muted">
                  {" "}
                  · {text.issuedBy} {c.issuedBy}
                </span>
              </span>
              <span className={c.valid ? "text-success" : "text-error"}>
                {c.valid ? text.valid : text.expired} · {text.validUntil} {formatDateIn(c.validUntil, locale)}
                {c.approved ? null : <span className="block text-muted">{text.competenceUnverified}</span>}
              </span>
              <div className="w-full">
                <CompetenceCertificate org={org} competence={c} text={certificateText} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} action={formAction} className="space-y-4" noValidate aria-label={text.addCompetence}>
        {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
        <TextField
          name="qualification"
          label={text.qualification}
          required
          maxLength={200}
          errors={state.errors.qualification}
        />
        <TextField name="issuedBy" label={text.issuedBy} required maxLength={200} errors={state.errors.issuedBy} />
        <DateField
          name="validUntil"
          locale={locale}
          label={text.validUntil}
          required
          errors={state.errors.validUntil}
        />
        <ErrorList messages={otherErrors(state.errors, FIELDS)} />
        <SubmitButton pending={pending} pendingLabel={text.adding}>
          {text.addCompetence}
        </SubmitButton>
      </form>
    </section>
  );
}
