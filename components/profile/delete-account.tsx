"use client";
import type { ProfileText } from "./profile-text";
import { useState } from "react";
import { deleteAccountAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import { useActionForm } from "@/components/ui/use-action-form";

/**
 * YourProfile delete account, confirmed in a dialog. The action logs out and goes to the login
 * screen with 'Your account has been deleted and you have been logged out'.
 */
export function DeleteAccount({ text }: { text: ProfileText }) {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionForm(deleteAccountAction);
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <section aria-labelledby="delete-account-heading" className="space-y-3">
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        {text.deleteAccount}
      </h2>
      <p className="text-sm text-muted">{text.deleteIntro}</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={text.deleteTitle}
        description={text.deleteDescription}
        trigger={<Button variant="danger">{text.deleteAccount}</Button>}
      >
        <form action={action} className="space-y-4">
          <ErrorList messages={errors} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {text.cancel}
            </Button>
            <Button type="submit" variant="danger" pending={pending} pendingLabel={text.deleting}>
              {text.deleteMine}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
