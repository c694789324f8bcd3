"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;
const FIELDS = ["firstName", "lastName", "email"] as const;

/** ClientUserAdd: 'Invite client admin' (firstName, lastName, email). */
export function InviteClientAdminForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useDialogForm(action, FIELDS);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="off"
          required
          autoFocus
          defaultValue={state.values.firstName}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="off"
          required
          defaultValue={state.values.lastName}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        defaultValue={state.values.email}
        errors={state.errors.email}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter submitLabel="Send invitation" pending={pending} pendingLabel="Sending invitation" />
    </form>
  );
}

/** ClientUserEdit: corrects a client admin's name or email. */
export function EditClientAdminForm({
  action,
  user,
  emailEditable,
}: {
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
          label="First name"
          autoComplete="off"
          required
          defaultValue={value("firstName")}
          errors={state.errors.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="off"
          required
          defaultValue={value("lastName")}
          errors={state.errors.lastName}
        />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        readOnly={!emailEditable}
        hint={
          emailEditable
            ? undefined
            : "Only a system admin can change the email of an active account; its owner can change it in Your profile."
        }
        defaultValue={value("email")}
        errors={state.errors.email}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter submitLabel="Save client admin" pending={pending} pendingLabel="Saving" />
    </form>
  );
}

/** ClientUserDelete: removes client admin rights after confirmation. */
export function RemoveClientAdminForm({ action, name }: { action: () => Promise<ActionState>; name: string }) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        Remove the client admin rights of <strong>{name}</strong>? Their organisation memberships stay as they are.
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter submitLabel="Remove client admin" pending={pending} pendingLabel="Removing" variant="danger" />
    </form>
  );
}
