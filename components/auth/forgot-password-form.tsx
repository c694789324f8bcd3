"use client";
import Link from "next/link";
import { forgotPasswordAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { HumanCheckField, useHumanCheck } from "./human-check-field";

const FIELDS = ["email", "recaptchaResponse"] as const;

/** The screen's texts in the page's language (the `forgotPassword` catalogue namespace). */
export type ForgotPasswordText = {
  intro: string;
  email: string;
  send: string;
  sending: string;
  back: string;
  humanCheck: string;
};

/** SPEC §2.1 /forgot-password: email plus human verification; the answer is the same for everyone. */
export function ForgotPasswordForm({ text, language }: { text: ForgotPasswordText; language: string }) {
  const [state, formAction, pending] = useActionForm(forgotPasswordAction, ["email"]);
  const check = useHumanCheck();
  return (
    <form action={formAction} onSubmit={check.onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">{text.intro}</p>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
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
      <SubmitButton pending={pending} pendingLabel={text.sending} disabled={!check.payload} className="w-full">
        {text.send}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          {text.back}
        </Link>
      </p>
    </form>
  );
}
