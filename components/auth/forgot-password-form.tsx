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

/** SPEC §2.1 /forgot-password: email plus human verification; the answer is the same for everyone. */
export function ForgotPasswordForm() {
  const [state, formAction, pending] = useActionForm(forgotPasswordAction, ["email"]);
  const check = useHumanCheck();
  return (
    <form action={formAction} onSubmit={check.onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted">
        Enter the email address of your account and we will email you a link to reset your password.
      </p>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={state.values.email}
        errors={state.errors.email}
      />
      <HumanCheckField check={check} errors={state.errors.recaptchaResponse} />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel="Sending" disabled={!check.payload} className="w-full">
        Send reset email
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}
