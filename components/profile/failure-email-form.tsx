"use client";
import { useState, useTransition } from "react";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveFailureEmailPreferencesAction } from "@/lib/actions/notifications";
import type { FailureEmailPreference } from "@/lib/notifications/preferences";
import { type ProfileText, fill } from "./profile-text";

/**
 * Your profile > Hose failures: 'Email me when a hose fails', per organisation the user belongs
 * to (on by default for Admins). Controlled, and sent from onSubmit, for the reason the digest
 * form gives: React's reset after the action would show the boxes as first rendered.
 */
export function FailureEmailForm({ preferences, text }: { preferences: FailureEmailPreference[]; text: ProfileText }) {
  const [state, formAction, pending] = useActionForm(saveFailureEmailPreferencesAction);
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(preferences.map((p) => [p.organisationId, p.email])),
  );
  const [, startTransition] = useTransition();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => formAction(data));
  };
  return (
    <form action={formAction} onSubmit={submit} className="space-y-4" noValidate aria-labelledby="failures-heading">
      <div>
        <h2 id="failures-heading" className="text-lg font-semibold">
          {text.failuresHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{text.failuresIntro}</p>
      </div>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      {preferences.length === 0 ? (
        <p className="text-sm text-muted">{text.failuresNone}</p>
      ) : (
        <div className="space-y-3">
          {preferences.map((p) => (
            <div key={p.organisationId}>
              <input type="hidden" name={`failure-shown.${p.organisationId}`} value="1" />
              <CheckboxField
                name={`failure.${p.organisationId}`}
                variant="switch"
                label={
                  preferences.length === 1
                    ? text.failuresLabel
                    : fill(text.failuresLabelFor, { organisation: p.organisationName })
                }
                checked={checked[p.organisationId] ?? false}
                onChange={(e) => setChecked((c) => ({ ...c, [p.organisationId]: e.target.checked }))}
              />
            </div>
          ))}
        </div>
      )}
      <ErrorList messages={Object.values(state.errors).flat()} />
      {preferences.length ? (
        <SubmitButton pending={pending} pendingLabel={text.saving}>
          {text.save}
        </SubmitButton>
      ) : null}
    </form>
  );
}
