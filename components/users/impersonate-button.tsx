"use client";
import { useActionState } from "react";
import { impersonateAction } from "@/lib/actions/auth";
import type { ActionState } from "@/lib/actions/state";
import { Button } from "@/components/ui/button";

/** 'Impersonate user' (SPEC 6): on success the action goes to organisation selection. */
export function ImpersonateButton({ userId, userName }: { userId: string; userName: string }) {
  const [state, action, pending] = useActionState<ActionState | null>(() => impersonateAction(userId), null);
  const errors = state && !state.ok ? Object.values(state.errors).flat() : [];
  return (
    <form action={action} className="flex flex-col items-start gap-1">
      <Button type="submit" variant="secondary" pending={pending} className="min-h-9 py-1" aria-label={`Impersonate user ${userName}`}>
        Impersonate user
      </Button>
      {errors.length ? (
        <p role="alert" className="text-xs text-error">
          {errors.join(". ")}
        </p>
      ) : null}
    </form>
  );
}
