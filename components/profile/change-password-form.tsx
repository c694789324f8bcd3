"use client";
import { changePasswordAction } from "@/lib/actions/auth";
import type { ProfileText } from "./profile-text";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["existingPassword", "password", "confirmPassword"] as const;

/** YourProfile change password (SPEC §5: existingPassword, password, confirmPassword). */
export function ChangePasswordForm({ email, text }: { email: string; text: ProfileText }) {
  const [state, formAction, pending] = useActionForm(changePasswordAction);
  return (
    <form action={formAction} className="space-y-4" noValidate aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-lg font-semibold">
        {text.changePassword}
      </h2>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <TextField
        name="existingPassword"
        label={text.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        errors={state.errors.existingPassword}
      />
      <TextField
        name="password"
        label={text.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={text.passwordHint}
        errors={state.errors.password}
      />
      <TextField
        name="confirmPassword"
        label={text.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        required
        errors={state.errors.confirmPassword}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel={text.changingPassword}>
        {text.changePassword}
      </SubmitButton>
    </form>
  );
}
