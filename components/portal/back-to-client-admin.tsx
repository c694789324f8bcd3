"use client";
import { useActionState } from "react";
import { stopImpersonationAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";

/** 'Back to client admin' (SPEC 2.2): ends the impersonation, then organisation selection. */
export function BackToClientAdmin() {
  const [, action, pending] = useActionState(async () => {
    await stopImpersonationAction();
    return null;
  }, null);
  return (
    <form action={action}>
      <Button type="submit" variant="secondary" pending={pending} className="min-h-9 py-1">
        Back to client admin
      </Button>
    </form>
  );
}
