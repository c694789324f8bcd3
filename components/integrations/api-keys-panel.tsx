"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SubmitButton } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { createApiKeyAction, revokeApiKeyAction } from "@/lib/actions/integrations";
import type { ApiKeyRow } from "@/lib/integrations/schemas";
import { CopySecret } from "./copy-secret";

const TEXT = {
  heading: "API keys",
  intro:
    "A request with the header X-Api-Key acts for the key's organisation: a read key sees what the organisation sees; a write key can also record inspections, edit hoses and request quotes. A key never manages users, settings or keys.",
  name: "Key name",
  nameHint: "Say what uses it, e.g. 'Stock ERP'",
  scope: "Scope",
  scopes: [
    { value: "read", label: "Read" },
    { value: "write", label: "Write" },
  ],
  organisation: "Organisation",
  create: "Create API key",
  creating: "Creating key",
  createdTitle: (name: string) => `Your new key ${name}`,
  createdHint: "Copy it now: it is shown only this once.",
  none: "No API keys yet.",
  caption: "API keys",
  columns: {
    name: "Name",
    scope: "Scope",
    organisation: "Organisation",
    created: "Created",
    lastUsed: "Last used",
    actions: "Actions",
  },
  never: "Never",
  revoke: "Revoke",
  revokeTitle: (name: string) => `Revoke the key ${name}?`,
  revokeDescription: "Every request made with it will be refused from now on. This cannot be undone.",
  cancel: "Cancel",
  revoking: "Revoking",
};

const FIELDS = ["name", "scope", "organisationId"] as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : TEXT.never);

export function ApiKeysPanel({
  org,
  keys,
  organisations,
}: {
  org: string;
  keys: ApiKeyRow[];
  organisations: Array<{ id: string; name: string }> | null;
}) {
  const router = useRouter();
  const [state, action, pending] = useActionForm<{ name: string; key: string }>(createApiKeyAction.bind(null, org), [
    "name",
  ]);
  // The secret of the last successful create, shown until the next submit.
  const created = state.ok && state.data ? state.data : null;
  useEffect(() => {
    if (created) router.refresh();
  }, [created, router]);
  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4">
      <h2 id="api-keys-heading" className="text-lg font-semibold">
        {TEXT.heading}
      </h2>
      <p className="text-sm text-muted">{TEXT.intro}</p>
      {created ? (
        <CopySecret title={TEXT.createdTitle(created.name)} hint={TEXT.createdHint} secret={created.key} />
      ) : null}
      <form action={action} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField
          name="name"
          label={TEXT.name}
          hint={TEXT.nameHint}
          required
          maxLength={100}
          defaultValue={state.ok ? "" : state.values.name}
          errors={state.errors.name}
        />
        <SelectField
          name="scope"
          label={TEXT.scope}
          options={TEXT.scopes}
          defaultValue="read"
          errors={state.errors.scope}
        />
        {organisations ? (
          <SelectField
            name="organisationId"
            label={TEXT.organisation}
            options={organisations.map((o) => ({ value: o.id, label: o.name }))}
            errors={state.errors.organisationId}
          />
        ) : null}
        <SubmitButton pending={pending} pendingLabel={TEXT.creating}>
          {TEXT.create}
        </SubmitButton>
        <div className="sm:col-span-3">
          <ErrorList messages={state.ok ? [] : otherErrors(state.errors, FIELDS)} />
        </div>
      </form>
      {keys.length === 0 ? (
        <p className="text-sm text-muted">{TEXT.none}</p>
      ) : (
        <ul aria-label={TEXT.caption} className="divide-y divide-line rounded border border-line">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{key.name}</p>
                <p className="text-muted">
                  {TEXT.columns.scope}: {key.scope === "read" ? "Read" : "Write"} · <code>{key.prefix}…</code>
                  {organisations ? ` · ${key.organisationName}` : ""}
                </p>
                <p className="text-muted">
                  {TEXT.columns.lastUsed}: {when(key.lastUsedAt)}
                </p>
              </div>
              <RevokeKey org={org} id={key.id} name={key.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RevokeKey({ org, id, name }: { org: string; id: string; name: string }) {
  return (
    <ConfirmActionDialog
      title={TEXT.revokeTitle(name)}
      description={TEXT.revokeDescription}
      triggerLabel={`${TEXT.revoke} ${name}`}
      actionLabel={TEXT.revoke}
      pendingLabel={TEXT.revoking}
      cancelLabel={TEXT.cancel}
      run={() => revokeApiKeyAction(org, id)}
    />
  );
}
