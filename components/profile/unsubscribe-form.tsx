"use client";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

/** The unsubscribe page's one button; the answer replaces it. */
export function UnsubscribeForm({
  action,
  organisationName,
  email,
}: {
  action: (prev: ActionState) => Promise<ActionState>;
  organisationName: string;
  email: string;
}) {
  const [state, formAction, pending] = useActionForm(action);
  if (state.ok) return <StatusMessage>{state.message}</StatusMessage>;
  return (
    <form action={formAction} className="space-y-4">
      <p>
        Stop the email digest of <strong>{organisationName}</strong> for {email}?
      </p>
      <ErrorList messages={Object.values(state.errors).flat()} />
      <SubmitButton pending={pending} pendingLabel="Unsubscribing" className="w-full">
        Unsubscribe
      </SubmitButton>
    </form>
  );
}
