"use client";
import { logOutEverywhereAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useActionForm } from "@/components/ui/use-action-form";

/**
 * YourProfile 'Log out everywhere': ends every session of the account, on every
 * device and in this browser, and voids the links already emailed; then the login screen.
 */
export function LogOutEverywhere() {
  const [state, action, pending] = useActionForm(logOutEverywhereAction);
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <section aria-labelledby="log-out-everywhere-heading" className="space-y-3">
      <h2 id="log-out-everywhere-heading" className="text-lg font-semibold">
        Log out everywhere
      </h2>
      <p className="text-sm text-muted">
        Logs you out on every device and browser, this one included. Links we have already emailed you to sign in or set
        a password stop working.
      </p>
      <form action={action} className="space-y-3">
        <ErrorList messages={errors} />
        <Button type="submit" variant="secondary" pending={pending} pendingLabel="Logging out everywhere">
          Log out everywhere
        </Button>
      </form>
    </section>
  );
}
