"use client";
import { useState, useTransition } from "react";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { StatusMessage } from "@/components/ui/status-message";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveDigestPreferencesAction } from "@/lib/actions/digests";
import { digestChoice } from "@/lib/digests/schemas";
import { type ProfileText, fill } from "./profile-text";

type Preference = { organisationId: string; organisationName: string; frequency: string; weekday: number | null };

/**
 * Your profile > Email digests: per organisation, daily, weekly on a chosen day, or
 * off. One select each (a phone's native picker), controlled so a failed save keeps the choices.
 */
export function DigestPreferencesForm({
  preferences,
  text,
  choices: options,
}: {
  preferences: Preference[];
  text: ProfileText;
  /** Off, daily, weekly on each day: in the user's language. */
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  const [state, formAction, pending] = useActionForm(saveDigestPreferencesAction);
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(preferences.map((p) => [p.organisationId, digestChoice(p)])),
  );
  const [, startTransition] = useTransition();
  // Sent from here rather than by the form's action, which makes React reset the form once the
  // action is done: a reset puts each select back on the option the page was first rendered
  // with while the state keeps the saved choice, and nothing renders again to correct it, so
  // the screen showed the old digest until a reload. Without JavaScript the action still posts.
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  return (
    <form action={formAction} onSubmit={submit} className="space-y-4" noValidate aria-labelledby="digests-heading">
      <div>
        <h2 id="digests-heading" className="text-lg font-semibold">
          {text.digestsHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.digestsIntro}</p>
      </div>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      {preferences.length === 0 ? (
        <p className="text-sm text-muted">{text.digestsNone}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {preferences.map((p) => (
            <SelectField
              key={p.organisationId}
              name={`digest.${p.organisationId}`}
              label={
                preferences.length === 1 ? text.digest : fill(text.digestFor, { organisation: p.organisationName })
              }
              options={options}
              value={choices[p.organisationId]}
              onChange={(e) => setChoices((c) => ({ ...c, [p.organisationId]: e.target.value }))}
            />
          ))}
        </div>
      )}
      <ErrorList messages={Object.values(state.errors).flat()} />
      {preferences.length ? (
        <SubmitButton pending={pending} pendingLabel={text.saving}>
          {text.saveDigests}
        </SubmitButton>
      ) : null}
    </form>
  );
}
