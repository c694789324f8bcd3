"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ActionState } from "@/lib/actions/state";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { ErrorList } from "./error-list";
import { showNotice } from "./notice-toast";

/**
 * A danger button that asks first: the dialog names what will happen, and its confirm button
 * runs the server action. On success the dialog closes, the action's message is shown and the
 * page's data reloads; on refusal the reasons show in the dialog. The texts are the caller's.
 */
export function ConfirmActionDialog({
  title,
  description,
  triggerLabel,
  actionLabel,
  pendingLabel,
  cancelLabel,
  closeLabel,
  run,
}: {
  title: string;
  description: string;
  /** The trigger's accessible name: which row it acts on. */
  triggerLabel: string;
  actionLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The dialog's close button (×); "Close" by default. */
  closeLabel?: string;
  run: () => Promise<ActionState>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const confirm = async () => {
    setPending(true);
    const result = await run();
    setPending(false);
    if (!result.ok) return setErrors(Object.values(result.errors).flat());
    setOpen(false);
    showNotice(result.message);
    router.refresh();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      closeLabel={closeLabel}
      trigger={
        <Button variant="danger" aria-label={triggerLabel}>
          {actionLabel}
        </Button>
      }
    >
      <div className="space-y-4">
        <ErrorList messages={errors} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {cancelLabel}
          </Button>
          <Button variant="danger" pending={pending} pendingLabel={pendingLabel} onClick={confirm}>
            {actionLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
