"use client";
import { Button } from "@/components/ui/button";
import { useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog";
import { archiveOrganisationAction } from "@/lib/actions/organisations";

/** 'Archive {organisation}' or 'Don't archive'; errors stay in the dialog. */
export function ArchiveOrganisationForm({
  organisationId,
  id,
  name,
}: {
  organisationId: string;
  id: string;
  name: string;
}) {
  const dialog = useRouteDialog();
  const [state, action, pending] = useDialogForm(archiveOrganisationAction.bind(null, organisationId, id));
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <form action={action} className="space-y-4">
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.close}>
          Don&apos;t archive
        </Button>
        <Button type="submit" variant="danger" pending={pending} pendingLabel="Archiving">
          Archive {name}
        </Button>
      </div>
    </form>
  );
}
