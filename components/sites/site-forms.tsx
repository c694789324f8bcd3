"use client";
import { useId } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { formatText } from "@/lib/i18n/format-text";
import type { ActionState } from "@/lib/actions/state";
import { SITE_NAME_MAX } from "@/lib/sites/schemas";
import type { SitesText } from "./sites-text";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** SiteAdd: the name of the new site or zone (where it goes comes from the route). */
export function AddSiteForm({ action, submitLabel, text }: { action: Action; submitLabel: string; text: SitesText }) {
  const [state, formAction, pending] = useDialogForm(action, ["name"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label={text.name}
        required
        autoFocus
        maxLength={SITE_NAME_MAX}
        defaultValue={state.values.name ?? ""}
        errors={state.errors.name}
      />
      <ErrorList messages={otherErrors(state.errors, ["name"])} />
      <DialogFooter submitLabel={submitLabel} pending={pending} pendingLabel={text.saving} />
    </form>
  );
}

/**
 * SiteEdit: rename and move. The parent select lists the other nodes by trail (never the node
 * itself or one of its own zones) plus 'Top level (site)'.
 */
export function EditSiteForm({
  action,
  name,
  parentId,
  choices,
  text,
}: {
  text: SitesText;
  action: Action;
  name: string;
  parentId: string | null;
  choices: Array<{ id: string; trailName: string }>;
}) {
  const [state, formAction, pending] = useDialogForm(action, ["name", "parentId"]);
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField
        name="name"
        label={text.name}
        required
        autoFocus
        maxLength={SITE_NAME_MAX}
        defaultValue={state.values.name ?? name}
        errors={state.errors.name}
      />
      <SelectField
        name="parentId"
        label={text.locatedIn}
        hint={text.locatedInHint}
        options={[{ value: "", label: text.topLevel }, ...choices.map((c) => ({ value: c.id, label: c.trailName }))]}
        defaultValue={state.values.parentId ?? parentId ?? ""}
        errors={state.errors.parentId}
      />
      <ErrorList messages={otherErrors(state.errors, ["name", "parentId"])} />
      <DialogFooter submitLabel={text.save} pending={pending} pendingLabel={text.saving} />
    </form>
  );
}

/** SiteDelete: a confirmation naming the trail and what goes with it; a refusal shows here. */
export function DeleteSiteForm({
  action,
  trailName,
  childCount,
  hoseCount,
  text,
}: {
  text: SitesText;
  action: () => Promise<ActionState>;
  trailName: string;
  childCount: number;
  hoseCount: number;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  const reasonId = useId();
  // The service refuses the delete while active hoses are here or below: the button says so
  // up front (disabled, described by the reason) instead of failing after the click.
  const blocked = hoseCount > 0;
  // The question names the trail in bold wherever the language puts it.
  const [before = "", after = ""] = text.deleteQuestion.split("{trail}");
  return (
    <form action={formAction} className="space-y-5">
      <p>
        {before}
        <strong className="break-words">{trailName}</strong>
        {after}
        {childCount > 0 ? ` ${text.deleteChildren}` : null}
      </p>
      {blocked ? (
        <p id={reasonId} className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-ink">
          {/* From one hose up the four languages choose their plural alike. */}
          {formatText(text.blocked, { count: hoseCount })}
        </p>
      ) : null}
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter
        submitLabel={text.delete}
        pending={pending}
        pendingLabel={text.deleting}
        variant="danger"
        submitDisabled={blocked}
        submitDescribedBy={blocked ? reasonId : undefined}
      />
    </form>
  );
}
