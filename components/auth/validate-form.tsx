"use client";
import { useState } from "react";
import { validateAction } from "@/lib/actions/auth";
import type { ValidationPurpose } from "@/lib/auth/schemas";
import { SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["password", "passwordConfirmation", "acceptTerms"] as const;

/** The form's texts in the page's language (the `validate` catalogue namespace, translated on the server). */
export type ValidateText = {
  confirming: string;
  confirmEmail: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  terms: string;
  iAccept: string;
  licenceAgreement: string;
  licenceTitle: string;
  privacyPolicy: string;
  privacyTitle: string;
  saving: string;
  createPassword: string;
  resetPassword: string;
  close: string;
};

/**
 * /validate/{token} (SPEC §2.5 ValidateEmail): create a password (accepting the licence and the
 * privacy policy first when required), reset it, or confirm an email change. On success the
 * action goes to the login screen with 'You can now login using your new login credentials'.
 */
export function ValidateForm({
  token,
  purpose,
  email,
  requiresTerms,
  terms,
  privacy,
  intro,
  text,
}: {
  token: string;
  purpose: ValidationPurpose;
  email: string;
  requiresTerms: boolean;
  /** The client's rich text, already sanitised and rendered on the server. */
  terms: React.ReactNode;
  privacy: React.ReactNode;
  /** What the form asks, with the email address in bold, in the page's language. */
  intro: React.ReactNode;
  text: ValidateText;
}) {
  const [state, formAction, pending] = useActionForm(validateAction);
  const [licenceAccepted, setLicenceAccepted] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const accepted = !requiresTerms || (licenceAccepted && privacyAccepted);

  if (purpose === "confirm-email") {
    return (
      <form action={formAction} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <p className="text-sm">{intro}</p>
        <ErrorList messages={otherErrors(state.errors, FIELDS)} />
        <SubmitButton pending={pending} pendingLabel={text.confirming} className="w-full">
          {text.confirmEmail}
        </SubmitButton>
      </form>
    );
  }

  const termsErrorId = state.errors.acceptTerms?.length ? "acceptTerms-error" : undefined;
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-muted">{intro}</p>
      {/* The username field lets password managers save the pair under the right account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <TextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        required
        hint={text.passwordHint}
        errors={state.errors.password}
      />
      <TextField
        name="passwordConfirmation"
        label={text.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        errors={state.errors.passwordConfirmation}
      />
      {requiresTerms ? (
        <fieldset className="space-y-3" aria-describedby={termsErrorId}>
          <legend className="mb-1 text-sm font-medium">{text.terms}</legend>
          <TermsCheckbox
            id="accept-licence"
            checked={licenceAccepted}
            onChange={setLicenceAccepted}
            label={text.iAccept}
            document={text.licenceAgreement}
            title={text.licenceTitle}
            closeLabel={text.close}
          >
            {terms}
          </TermsCheckbox>
          <TermsCheckbox
            id="accept-privacy"
            checked={privacyAccepted}
            onChange={setPrivacyAccepted}
            label={text.iAccept}
            document={text.privacyPolicy}
            title={text.privacyTitle}
            closeLabel={text.close}
          >
            {privacy}
          </TermsCheckbox>
          {accepted ? <input type="hidden" name="acceptTerms" value="true" /> : null}
          <FieldError id={termsErrorId} messages={state.errors.acceptTerms} />
        </fieldset>
      ) : null}
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel={text.saving} disabled={!accepted} className="w-full">
        {purpose === "create-password" ? text.createPassword : text.resetPassword}
      </SubmitButton>
    </form>
  );
}

/** A checkbox whose document opens in a dialog from the link in its label. */
function TermsCheckbox({
  id,
  checked,
  onChange,
  label,
  document,
  title,
  closeLabel,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  document: string;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      {/*
        No name: the checkboxes only enable the button; the form sends acceptTerms=true. Owned by
        no form (form= names none), so React's reset after a failed submit cannot untick them
        while their state stays ticked.
      */}
      <input
        id={id}
        type="checkbox"
        form="terms-acceptance"
        checked={checked}
        aria-label={`${label} ${document}`}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
      />
      <span className="text-sm">
        <label htmlFor={id}>{label}</label>{" "}
        <Dialog
          title={title}
          closeLabel={closeLabel}
          wide
          trigger={
            <button type="button" className="font-medium text-primary underline underline-offset-2">
              {document}
            </button>
          }
        >
          {children}
        </Dialog>
      </span>
    </div>
  );
}
