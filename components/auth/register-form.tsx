"use client";
import { useState } from "react";
import { registerAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { HumanCheckField, useHumanCheck } from "./human-check-field";

const FIELDS = ["firstName", "lastName", "email", "recaptchaResponse"] as const;

export type RegisterText = {
  firstName: string;
  lastName: string;
  email: string;
  register: string;
  registering: string;
  completeCheck: string;
  /** "Check your email ({email})": the address is filled in here, where it is known. */
  checkEmail: string;
  sentVerification: string;
  registerAnother: string;
  humanCheck: string;
};

const fill = (template: string, email: string) => template.replaceAll("{email}", email);

/**
 * Register tab (SPEC §2.3): the Register button appears only once the human check produced a
 * payload; the check starts again on every submit. Success shows "Check your email".
 */
export function RegisterForm({ text, language }: { text: RegisterText; language: string }) {
  const [state, formAction, pending] = useActionForm(registerAction, ["firstName", "lastName", "email"]);
  const check = useHumanCheck();
  const [showForm, setShowForm] = useState(true);
  const [shownState, setShownState] = useState(state);
  if (shownState !== state) {
    setShownState(state);
    if (state.ok) setShowForm(false);
  }

  if (state.ok && !showForm) {
    const email = state.data?.email ?? state.values.email ?? "";
    return (
      <div role="status" className="space-y-3 text-center">
        <h2 className="text-lg font-semibold">{fill(text.checkEmail, email)}</h2>
        <p className="text-sm text-muted">{fill(text.sentVerification, email)}</p>
        <button
          type="button"
          className="text-sm font-medium text-primary hover:underline"
          onClick={() => setShowForm(true)}
        >
          {text.registerAnother}
        </button>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={check.onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={text.firstName}
          autoComplete="given-name"
          required
          defaultValue={state.values.firstName}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label={text.lastName}
          autoComplete="family-name"
          required
          defaultValue={state.values.lastName}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={state.values.email}
        errors={state.errors.email}
      />
      <HumanCheckField
        check={check}
        errors={state.errors.recaptchaResponse}
        label={text.humanCheck}
        language={language}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      {check.payload ? (
        <SubmitButton pending={pending} pendingLabel={text.registering} className="w-full">
          {text.register}
        </SubmitButton>
      ) : (
        <p className="text-sm text-muted">{text.completeCheck}</p>
      )}
    </form>
  );
}
