"use client";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

/** The unsubscribe page's one button; the answer replaces it. */
export function UnsubscribeForm({
  action,
  question,
  text,
}: {
  action: (prev: ActionState) => Promise<ActionState>;
  /** "Stop the email digest of <strong>…</strong> for …?", in the page's language. */
  question: React.ReactNode;
  text: { unsubscribe: string; unsubscribing: string };
}) {
  const [state, formAction, pending] = useActionForm(action);
  if (state.ok) return <StatusMessage>{state.message}</StatusMessage>;
  return (
    <form action={formAction} className="space-y-4">
      <p>{question}</p>
      <ErrorList messages={Object.values(state.errors).flat()} />
      <SubmitButton pending={pending} pendingLabel={text.unsubscribing} className="w-full">
        {text.unsubscribe}
      </SubmitButton>
    </form>
  );
}
