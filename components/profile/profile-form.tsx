"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { updateProfileAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { InfoPanel, StatusMessage } from "@/components/ui/status-message";
import { type SelectOption, SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { UnitsFields, type UnitChoice, type UnitsText } from "@/components/units/units-fields";
import type { ProfileText } from "./profile-text";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["email", "firstName", "lastName", "existingPassword", "unitSystem", "pressureUnit", "locale"] as const;

/** The user's own language: the choices (the client's languages) and its words, translated by the page. */
export type LanguageChoice = { label: string; hint: string; options: SelectOption[]; value: string };

type User = { email: string; firstName: string; lastName: string; emailChange: string | null };

/** YourProfile basic details (SPEC §2.5). A new email address waits for confirmation (SPEC §4). */
export function ProfileForm({
  user,
  units,
  language,
  text,
  pendingEmail,
}: {
  user: User;
  units: { choice: UnitChoice; clientSystem: "metric" | "imperial"; text: UnitsText };
  language?: LanguageChoice;
  text: ProfileText;
  /** The pending address's notice, written by the page in the user's language. */
  pendingEmail: React.ReactNode;
}) {
  const [state, formAction, pending] = useActionForm(updateProfileAction, FIELDS);
  const router = useRouter();
  // Saved: reload the page's data (names in the header, the pending address).
  useEffect(() => {
    if (state.ok) router.refresh();
  }, [state, router]);
  const value = (key: keyof User & Exclude<(typeof FIELDS)[number], "existingPassword">) =>
    state.ok ? user[key] : (state.values[key] ?? user[key]);
  // After a refused save the choices stay as sent; otherwise as stored.
  const unitChoice = state.ok
    ? units.choice
    : ({
        system: state.values.unitSystem ?? units.choice.system,
        pressure: state.values.pressureUnit ?? units.choice.pressure,
      } as UnitChoice);

  return (
    <form action={formAction} className="space-y-4" noValidate aria-labelledby="basic-details-heading">
      <h2 id="basic-details-heading" className="text-lg font-semibold">
        {text.basicDetails}
      </h2>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      {user.emailChange ? (
        <InfoPanel>
          <p data-testid="pending-email">{pendingEmail}</p>
        </InfoPanel>
      ) : null}
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="email"
        required
        defaultValue={value("email")}
        errors={state.errors.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={text.firstName}
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label={text.lastName}
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          errors={state.errors.lastName}
        />
      </div>
      {language ? (
        <SelectField
          // Remounted when the saved choice changes: a select keeps its first defaultValue, and the
          // form's reset after saving would otherwise show the choice from before the save.
          key={language.value}
          name="locale"
          label={language.label}
          hint={language.hint}
          options={language.options}
          defaultValue={state.ok ? language.value : ((state.values.locale as string | undefined) ?? language.value)}
          errors={state.errors.locale}
        />
      ) : null}
      <TextField
        name="existingPassword"
        label={text.currentPassword}
        hint={text.currentPasswordHint}
        type="password"
        autoComplete="current-password"
        errors={state.errors.existingPassword}
      />
      <UnitsFields
        key={`${unitChoice.system}|${unitChoice.pressure}`}
        mode="user"
        value={unitChoice}
        clientSystem={units.clientSystem}
        text={units.text}
        errors={state.errors}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel={text.saving}>
        {text.saveDetails}
      </SubmitButton>
    </form>
  );
}
