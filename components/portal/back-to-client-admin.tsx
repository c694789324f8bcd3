"use client";
import { stopImpersonationAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/use-action-form";

/** 'Back to client admin': ends the impersonation, then organisation selection. */
export function BackToClientAdmin({ label = "Back to client admin" }: { label?: string }) {
  const [, action, pending] = useActionForm(stopImpersonationAction);
  return (
    <form action={action}>
      <Button type="submit" variant="secondary" pending={pending} className="min-h-9 py-1">
        {label}
      </Button>
    </form>
  );
}
