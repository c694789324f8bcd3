"use client";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { RadioGroup } from "@/components/ui/radio-group";
import type { SelectOption } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { createUserAction, updateUserAction } from "@/lib/actions/users";
import { OrganisationRolesEditor, type MembershipValue } from "./organisation-roles-editor";
import type { UsersText } from "./users-text";

const FIELDS = ["firstName", "lastName", "email", "role", "receiveQuotes", "clientAdmin", "organisations"] as const;

export type UserFormUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  clientAdmin: boolean;
  role: number | null;
  receiveQuotes: boolean;
  organisations: MembershipValue[];
};

/**
 * Add user / Edit user (SPEC §2.5, 5, 6). Name and email are fixed on edit. Within an
 * organisation: the role picker (`roles`, with 'Revoke this user's access' on edit) and the
 * quote contact flag. For client admins (`clientAdmin` given): the client admin switch and the
 * user's organisations, each with role and quote contact.
 */
export function UserForm({
  organisationId,
  user,
  roles,
  clientAdmin,
  text: words,
}: {
  text: UsersText;
  organisationId: string;
  user: UserFormUser | null;
  roles: SelectOption[];
  clientAdmin: { organisations: SelectOption[]; roles: SelectOption[] } | null;
}) {
  const action = user
    ? updateUserAction.bind(null, organisationId, user.id)
    : createUserAction.bind(null, organisationId);
  const [state, formAction, pending] = useDialogForm(action, FIELDS);
  const submitted = Object.keys(state.values).length > 0;
  const text = (key: "firstName" | "lastName" | "email") => state.values[key] ?? user?.[key] ?? "";

  return (
    <form action={formAction} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={words.firstName}
          required
          disabled={!!user}
          defaultValue={text("firstName")}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label={words.lastName}
          required
          disabled={!!user}
          defaultValue={text("lastName")}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label={words.email}
        type="email"
        autoComplete="off"
        required
        disabled={!!user}
        defaultValue={text("email")}
        errors={state.errors.email}
      />

      {clientAdmin ? (
        <>
          <CheckboxField
            name="clientAdmin"
            variant="switch"
            label={words.clientAdmin}
            hint={words.clientAdminHint}
            defaultChecked={submitted ? state.values.clientAdmin === "on" : (user?.clientAdmin ?? false)}
            errors={state.errors.clientAdmin}
          />
          <OrganisationRolesEditor
            initial={user?.organisations ?? []}
            organisations={clientAdmin.organisations}
            roles={clientAdmin.roles}
            errors={state.errors.organisations}
            text={words}
          />
        </>
      ) : (
        <>
          <RadioGroup
            name="role"
            legend={words.role}
            options={roles}
            defaultValue={
              state.values.role ?? (user?.role !== null && user?.role !== undefined ? String(user.role) : undefined)
            }
            errors={state.errors.role}
          />
          <CheckboxField
            name="receiveQuotes"
            label={words.quoteContact}
            hint={words.quoteContactHint}
            defaultChecked={submitted ? state.values.receiveQuotes === "on" : (user?.receiveQuotes ?? false)}
            errors={state.errors.receiveQuotes}
          />
        </>
      )}
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter submitLabel={user ? words.saveUser : words.addUser} pendingLabel={words.saving} pending={pending} />
    </form>
  );
}
