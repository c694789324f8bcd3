"use client";
import { Button } from "@/components/ui/button";
import { useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog-api";
import { archiveOrganisationAction } from "@/lib/actions/organisations";
import { formatText } from "@/lib/i18n/format-text";
import type { OrganisationsText } from "./organisations-text";

/** 'Archive {organisation}' or 'Don't archive'; errors stay in the dialog. */
export function ArchiveOrganisationForm({
  organisationId,
  id,
  name,
  text,
}: {
  organisationId: string;
  id: string;
  name: string;
  text: OrganisationsText;
}) {
  const dialog = useRouteDialog();
  const [state, action, pending] = useDialogForm(archiveOrganisationAction.bind(null, organisationId, id));
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <form action={action} className="space-y-4">
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.close}>
          {text.dontArchive}
        </Button>
        <Button type="submit" variant="danger" pending={pending} pendingLabel={text.archiving}>
          {formatText(text.archiveName, { name })}
        </Button>
      </div>
    </form>
  );
}
