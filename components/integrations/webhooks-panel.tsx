"use client";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { CheckboxList } from "@/components/settings/checkbox-list";
import { Button, SubmitButton } from "@/components/ui/button";
import { ConfirmActionDialog } from "@/components/ui/confirm-action-dialog";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import {
  createWebhookAction,
  deleteWebhookAction,
  resendWebhookDeliveryAction,
  sendTestWebhookAction,
} from "@/lib/actions/integrations";
import type { ActionState } from "@/lib/actions/state";
import type { WebhookDeliveryRow, WebhookRow } from "@/lib/integrations/schemas";
import { formatText } from "@/lib/i18n/format-text";
import type { IntegrationsText } from "./api-keys-panel";
import { CopySecret } from "./copy-secret";

const FIELDS = ["url", "events", "organisationId"] as const;

export function WebhooksPanel({
  org,
  webhooks,
  deliveries,
  events,
  organisations,
  text,
}: {
  org: string;
  text: IntegrationsText;
  webhooks: WebhookRow[];
  deliveries: Record<string, WebhookDeliveryRow[]>;
  events: string[];
  organisations: Array<{ id: string; name: string }> | null;
}) {
  const router = useRouter();
  const [state, action, pending] = useActionForm<{ url: string; secret: string }>(createWebhookAction.bind(null, org), [
    "url",
  ]);
  const [chosen, setChosen] = useState<string[]>(["inspection.recorded"]);
  // The secret of the last successful create, shown until the next submit.
  const created = state.ok && state.data ? state.data : null;
  useEffect(() => {
    if (created) router.refresh();
  }, [created, router]);
  return (
    <section aria-labelledby="webhooks-heading" className="space-y-4">
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        {text.hooksHeading}
      </h2>
      <p className="text-sm text-muted">{text.hooksIntro}</p>
      {created ? (
        <CopySecret title={text.hookCreatedTitle} hint={text.createdHint} secret={created.secret} text={text} />
      ) : null}
      <form action={action} className="space-y-4">
        <TextField
          name="url"
          type="url"
          label={text.url}
          hint={text.urlHint}
          required
          maxLength={2000}
          defaultValue={state.ok ? "" : state.values.url}
          errors={state.errors.url}
        />
        <CheckboxList
          name="events"
          legend={text.events}
          options={events.map((e) => ({ value: e, label: e }))}
          value={chosen}
          onChange={setChosen}
          errors={state.errors.events}
        />
        {organisations ? (
          <SelectField
            name="organisationId"
            label={text.organisation}
            options={organisations.map((o) => ({ value: o.id, label: o.name }))}
            errors={state.errors.organisationId}
          />
        ) : null}
        <ErrorList messages={state.ok ? [] : otherErrors(state.errors, FIELDS)} />
        <SubmitButton pending={pending} pendingLabel={text.addingWebhook}>
          {text.addWebhook}
        </SubmitButton>
      </form>
      {webhooks.length === 0 ? (
        <p className="text-sm text-muted">{text.noWebhooks}</p>
      ) : (
        <ul aria-label={text.hooksHeading} className="space-y-4">
          {webhooks.map((hook) => (
            <li key={hook.id} className="space-y-3 rounded border border-line p-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all">{hook.url}</p>
                  <p className="text-muted">
                    {hook.events.join(", ")}
                    {organisations ? ` · ${hook.organisationName}` : ""}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <ActionButton label={text.sendTest} run={() => sendTestWebhookAction(org, hook.id)} />
                  <DeleteWebhook org={org} id={hook.id} url={hook.url} text={text} />
                </div>
              </div>
              <DeliveryLog org={org} rows={deliveries[hook.id] ?? []} text={text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DeliveryLog({ org, rows, text }: { org: string; rows: WebhookDeliveryRow[]; text: IntegrationsText }) {
  const status: Record<string, string> = {
    pending: text.statusPending,
    succeeded: text.statusSucceeded,
    failed: text.statusFailed,
  };
  return (
    <div>
      <h3 className="text-sm font-medium">{text.recentDeliveries}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{text.noDeliveries}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {rows.map((d) => (
            <li key={d.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0">
                <span className="font-medium">{d.type}</span> · {status[d.status]} ·{" "}
                {formatText(text.attempts, { count: d.attempts }, text.locale)} ·{" "}
                {d.responseCode === null ? text.noAnswer : formatText(text.httpCode, { code: d.responseCode })} ·{" "}
                {new Date(d.createdAt).toLocaleString(text.locale)}
              </span>
              {d.status === "pending" ? null : (
                <ActionButton label={text.resend} run={() => resendWebhookDeliveryAction(org, d.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A button that runs one action, then shows its notice (or error) and reloads the screen. */
function ActionButton({ label, run }: { label: string; run: () => Promise<ActionState> }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const click = async () => {
    setPending(true);
    const result = await run();
    setPending(false);
    if (!result.ok) return setErrors(Object.values(result.errors).flat());
    setErrors([]);
    showNotice(result.message);
    router.refresh();
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant="secondary" pending={pending} onClick={click}>
        {label}
      </Button>
      <ErrorList messages={errors} />
    </span>
  );
}

function DeleteWebhook({ org, id, url, text }: { org: string; id: string; url: string; text: IntegrationsText }) {
  return (
    <ConfirmActionDialog
      title={text.deleteTitle}
      description={text.deleteDescription}
      triggerLabel={formatText(text.deleteUrl, { url })}
      actionLabel={text.delete}
      pendingLabel={text.deleting}
      cancelLabel={text.cancel}
      closeLabel={text.close}
      run={() => deleteWebhookAction(org, id)}
    />
  );
}
