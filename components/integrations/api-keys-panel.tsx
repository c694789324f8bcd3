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
import type { Messages } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { CopySecret } from "./copy-secret";

/** The screen's texts in the page's language (the `integrations` catalogue namespace), with the language. */
export type IntegrationsText = Record<keyof Messages["integrations"], string> & { locale: string };

const FIELDS = ["name", "scope", "organisationId"] as const;
const when = (iso: string | null, text: IntegrationsText) =>
  iso ? new Date(iso).toLocaleString(text.locale) : text.never;

export function ApiKeysPanel({
  org,
  keys,
  organisations,
  text,
}: {
  org: string;
  keys: ApiKeyRow[];
  organisations: Array<{ id: string; name: string }> | null;
  text: IntegrationsText;
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
        {text.keysHeading}
      </h2>
      <p className="text-sm text-muted">{text.keysIntro}</p>
      {created ? (
        <CopySecret
          title={formatText(text.keyCreatedTitle, { name: created.name })}
          hint={text.createdHint}
          secret={created.key}
          text={text}
        />
      ) : null}
      <form action={action} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField
          name="name"
          label={text.keyName}
          hint={text.keyNameHint}
          required
          maxLength={100}
          defaultValue={state.ok ? "" : state.values.name}
          errors={state.errors.name}
        />
        <SelectField
          name="scope"
          label={text.scope}
          options={[
            { value: "read", label: text.scopeRead },
            { value: "write", label: text.scopeWrite },
          ]}
          defaultValue="read"
          errors={state.errors.scope}
        />
        {organisations ? (
          <SelectField
            name="organisationId"
            label={text.organisation}
            options={organisations.map((o) => ({ value: o.id, label: o.name }))}
            errors={state.errors.organisationId}
          />
        ) : null}
        <SubmitButton pending={pending} pendingLabel={text.creatingKey}>
          {text.createKey}
        </SubmitButton>
        <div className="sm:col-span-3">
          <ErrorList messages={state.ok ? [] : otherErrors(state.errors, FIELDS)} />
        </div>
      </form>
      {keys.length === 0 ? (
        <p className="text-sm text-muted">{text.noKeys}</p>
      ) : (
        <ul aria-label={text.keysHeading} className="divide-y divide-line rounded border border-line">
          {keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{key.name}</p>
                <p className="text-muted">
                  {text.scope}: {key.scope === "read" ? text.scopeRead : text.scopeWrite} · <code>{key.prefix}…</code>
                  {organisations ? ` · ${key.organisationName}` : ""}
                </p>
                <p className="text-muted">
                  {text.lastUsed}: {when(key.lastUsedAt, text)}
                </p>
              </div>
              <RevokeKey org={org} id={key.id} name={key.name} text={text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RevokeKey({ org, id, name, text }: { org: string; id: string; name: string; text: IntegrationsText }) {
  return (
    <ConfirmActionDialog
      title={formatText(text.revokeTitle, { name })}
      description={text.revokeDescription}
      triggerLabel={formatText(text.revokeName, { name })}
      actionLabel={text.revoke}
      pendingLabel={text.revoking}
      cancelLabel={text.cancel}
      closeLabel={text.close}
      run={() => revokeApiKeyAction(org, id)}
    />
  );
}
