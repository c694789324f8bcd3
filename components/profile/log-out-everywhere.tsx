"use client";
import type { ProfileText } from "./profile-text";
import { logOutEverywhereAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useActionForm } from "@/components/ui/use-action-form";

/**
 * YourProfile 'Log out everywhere': ends every session of the account, on every
 * device and in this browser, and voids the links already emailed; then the login screen.
 */
export function LogOutEverywhere({ text }: { text: ProfileText }) {
  const [state, action, pending] = useActionForm(logOutEverywhereAction);
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <section aria-labelledby="log-out-everywhere-heading" className="space-y-3">
      <h2 id="log-out-everywhere-heading" className="text-lg font-semibold">
        {text.logOutEverywhere}
      </h2>
      <p className="text-sm text-muted">{text.logOutEverywhereIntro}</p>
      <form action={action} className="space-y-3">
        <ErrorList messages={errors} />
        <Button type="submit" variant="secondary" pending={pending} pendingLabel={text.loggingOutEverywhere}>
          {text.logOutEverywhere}
        </Button>
      </form>
    </section>
  );
}
