"use client";
import { useState } from "react";
import { deleteAccountAction } from "@/lib/actions/auth";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogClose } from "@/components/ui/dialog-panel";
import { ErrorList } from "@/components/ui/error-list";
import { useActionForm } from "@/components/ui/use-action-form";

/**
 * YourProfile delete account, confirmed in a dialog. The action logs out and goes to the login
 * screen with 'Your account has been deleted and you have been logged out'.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useActionForm(deleteAccountAction);
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <section aria-labelledby="delete-account-heading" className="space-y-3">
      <h2 id="delete-account-heading" className="text-lg font-semibold">
        Delete account
      </h2>
      <p className="text-sm text-muted">
        Deleting your account removes your access to every organisation and logs you out. This cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="You will lose access to every organisation and be logged out. This cannot be undone."
        trigger={<Button variant="danger">Delete account</Button>}
      >
        <form action={action} className="space-y-4">
          <ErrorList messages={errors} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" pending={pending} pendingLabel="Deleting account">
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
