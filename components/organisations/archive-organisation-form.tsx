"use client";
import { useActionState, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog";
import { archiveOrganisationAction } from "@/lib/actions/organisations";
import type { ActionState } from "@/lib/actions/state";

/** SPEC 4: 'Archive {organisation}' or 'Don't archive'; errors stay in the dialog. */
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
  const [state, action, pending] = useActionState<ActionState | null>(
    () => archiveOrganisationAction(organisationId, id),
    null,
  );
  useEffect(() => {
    if (state?.ok) dialog.done(state.message);
  }, [state, dialog]);
  const errors = state && !state.ok ? Object.values(state.errors).flat() : [];
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
