"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { updateProfileAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { InfoPanel, StatusMessage } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { UnitsFields, type UnitChoice } from "@/components/units/units-fields";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["email", "firstName", "lastName", "existingPassword", "unitSystem", "pressureUnit"] as const;

type User = { email: string; firstName: string; lastName: string; emailChange: string | null };

/** YourProfile basic details (SPEC §2.5). A new email address waits for confirmation (SPEC §4). */
export function ProfileForm({
  user,
  units,
}: {
  user: User;
  units: { choice: UnitChoice; clientSystem: "metric" | "imperial" };
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
        Basic details
      </h2>
      {state.ok && state.message ? <StatusMessage>{state.message}</StatusMessage> : null}
      {user.emailChange ? (
        <InfoPanel>
          <p data-testid="pending-email">
            Your new email address <strong>{user.emailChange}</strong> is waiting for confirmation. We have sent a
            confirmation link to it; until you follow it, keep logging in with {user.email}.
          </p>
        </InfoPanel>
      ) : null}
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value("email")}
        errors={state.errors.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={value("firstName")}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={value("lastName")}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="existingPassword"
        label="Current password"
        hint="Needed only to change your email address"
        type="password"
        autoComplete="current-password"
        errors={state.errors.existingPassword}
      />
      <UnitsFields
        key={`${unitChoice.system}|${unitChoice.pressure}`}
        mode="user"
        value={unitChoice}
        clientSystem={units.clientSystem}
        errors={state.errors}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel="Saving">
        Save details
      </SubmitButton>
    </form>
  );
}
