"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { ClientUsersText } from "./client-users-text";
import { BoldName } from "@/components/ui/bold-name";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;
const FIELDS = ["firstName", "lastName", "email"] as const;

/** ClientUserAdd: 'Invite client admin' (firstName, lastName, email). */
export function InviteClientAdminForm({ action, text }: { action: Action; text: ClientUsersText }) {
  const [state, formAction, pending] = useDialogForm(action, FIELDS);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={text.firstName}
          autoComplete="off"
          required
          autoFocus
          defaultValue={state.values.firstName}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label={text.lastName}
          autoComplete="off"
          required
          defaultValue={state.values.lastName}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="off"
        required
        defaultValue={state.values.email}
        errors={state.errors.email}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter submitLabel={text.sendInvitation} pending={pending} pendingLabel={text.sendingInvitation} />
    </form>
  );
}

/** ClientUserEdit: corrects a client admin's name or email. */
export function EditClientAdminForm({
  action,
  user,
  emailEditable,
  text,
}: {
  text: ClientUsersText;
  action: Action;
  user: { firstName: string; lastName: string; email: string };
  /** Read-only (still sent) when the caller may not re-address this account. */
  emailEditable: boolean;
}) {
  const [state, formAction, pending] = useDialogForm(action, FIELDS);
  const value = (field: (typeof FIELDS)[number]) => state.values[field] ?? user[field];
  return (
    <form action={formAction} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={text.firstName}
          autoComplete="off"
          required
          defaultValue={value("firstName")}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label={text.lastName}
          autoComplete="off"
          required
          defaultValue={value("lastName")}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="off"
        required
        readOnly={!emailEditable}
        hint={emailEditable ? undefined : text.emailHint}
        defaultValue={value("email")}
        errors={state.errors.email}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter submitLabel={text.save} pending={pending} pendingLabel={text.saving} />
    </form>
  );
}

/** ClientUserDelete: removes client admin rights after confirmation. */
export function RemoveClientAdminForm({
  action,
  name,
  text,
}: {
  action: () => Promise<ActionState>;
  name: string;
  text: ClientUsersText;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        <BoldName template={text.removeQuestion} name={name} />
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter submitLabel={text.remove} pending={pending} pendingLabel={text.removing} variant="danger" />
    </form>
  );
}
