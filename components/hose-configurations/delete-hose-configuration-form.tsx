"use client";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { HoseConfigurationsText } from "./hose-configurations-text";
import { BoldName } from "@/components/ui/bold-name";

/** Delete config: unused ones are deleted; ones tagged hoses use are hidden and the hoses keep them. */
export function DeleteHoseConfigurationForm({
  action,
  name,
  warning,
  text,
}: {
  text: HoseConfigurationsText;
  action: () => Promise<ActionState>;
  name: string;
  /** What the hoses using it (active or archived) mean for the delete, or null when none does. */
  warning: string | null;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        <BoldName template={text.deleteQuestion} name={name} />
      </p>
      {warning ? (
        <p className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">{warning}</p>
      ) : null}
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter submitLabel={text.deleteRow} pending={pending} pendingLabel={text.deleting} variant="danger" />
    </form>
  );
}
