"use client";
import { useId } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError, describedBy } from "@/components/ui/field-error";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { Messages } from "@/lib/i18n/catalogue";
import { ThemePicker } from "./theme-picker";
import { BoldName } from "@/components/ui/bold-name";

/** Manage clients' texts in the page's language (the `clients` catalogue namespace). */
export type ClientsText = Record<keyof Messages["clients"], string>;

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

export type ClientFormValues = {
  name: string;
  primaryUrl: string;
  hostnames: string[];
  theme: number;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  hasLogo?: boolean;
};

const FIELDS = [
  "name",
  "primaryUrl",
  "hostnames",
  "theme",
  "contactName",
  "contactEmail",
  "contactPhone",
  "website",
  "logo",
] as const;

/** Field errors of the hostnames list ("hostnames" and "hostnames.N"), shown under the field. */
function hostnameErrors(errors: Record<string, string[]>): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === "hostnames" || key.startsWith("hostnames."))
    .flatMap(([, m]) => m);
}

/** ClientAdd / ClientEdit (system admin). */
export function ClientForm({
  action,
  initial,
  themes,
  submitLabel,
  text,
}: {
  action: Action;
  initial?: ClientFormValues;
  themes: readonly number[];
  submitLabel: string;
  text: ClientsText;
}) {
  const [state, formAction, pending] = useDialogForm(action, FIELDS);
  const v = (key: Exclude<(typeof FIELDS)[number], "hostnames" | "theme" | "logo">) =>
    state.values[key] ?? initial?.[key] ?? "";
  const hostErrors = hostnameErrors(state.errors);
  const id = useId();
  const hostsId = `${id}-hostnames`;
  const hostsError = hostErrors.length ? `${hostsId}-error` : undefined;
  const fieldErrorKeys = Object.keys(state.errors).filter((k) => k.startsWith("hostnames"));
  return (
    <form action={formAction} noValidate className="space-y-5">
      <TextField name="name" label={text.name} required autoFocus defaultValue={v("name")} errors={state.errors.name} />
      <TextField
        name="primaryUrl"
        label={text.primaryUrl}
        type="url"
        required
        placeholder="https://portal.example.com"
        defaultValue={v("primaryUrl")}
        errors={state.errors.primaryUrl}
      />
      <div>
        <label htmlFor={hostsId} className="mb-1 block text-sm font-medium">
          {text.hostnames}
        </label>
        <textarea
          id={hostsId}
          name="hostnames"
          rows={3}
          required
          aria-invalid={hostsError ? true : undefined}
          aria-describedby={describedBy(`${hostsId}-hint`, hostsError)}
          defaultValue={state.values.hostnames ?? initial?.hostnames.join("\n") ?? ""}
          className={`block w-full rounded-md border bg-surface px-3 py-2 text-base shadow-xs focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 ${hostsError ? "border-error" : "border-line"}`}
        />
        <p id={`${hostsId}-hint`} className="mt-1 text-sm text-muted">
          {text.hostnamesHint}
        </p>
        <FieldError id={hostsError} messages={hostErrors} />
      </div>
      <ThemePicker
        key={state.values.theme ?? ""}
        themes={themes}
        defaultValue={Number(state.values.theme ?? initial?.theme ?? 1)}
        errors={state.errors.theme}
        text={text}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contactName"
          label={text.contactName}
          optional
          defaultValue={v("contactName")}
          errors={state.errors.contactName}
        />
        <TextField
          name="contactEmail"
          label={text.contactEmail}
          type="email"
          optional
          defaultValue={v("contactEmail")}
          errors={state.errors.contactEmail}
        />
        <TextField
          name="contactPhone"
          label={text.contactPhone}
          type="tel"
          optional
          defaultValue={v("contactPhone")}
          errors={state.errors.contactPhone}
        />
        <TextField
          name="website"
          label={text.website}
          optional
          defaultValue={v("website")}
          errors={state.errors.website}
        />
      </div>
      {initial ? <LogoField hasLogo={initial.hasLogo ?? false} errors={state.errors.logo} text={text} /> : null}
      <ErrorList messages={otherErrors(state.errors, [...FIELDS, ...fieldErrorKeys])} />
      <DialogFooter submitLabel={submitLabel} pending={pending} pendingLabel={text.saving} cancelLabel={text.cancel} />
    </form>
  );
}

/** The client's logo: a new image replaces it; the type is checked on the server by content. */
function LogoField({ hasLogo, errors, text }: { hasLogo: boolean; errors?: string[]; text: ClientsText }) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{text.logo}</legend>
      <label htmlFor={id} className="block text-sm text-muted">
        {hasLogo ? text.replaceLogo : text.uploadLogo} {text.logoTypes}
      </label>
      <input
        id={id}
        name="logo"
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2"
      />
      {hasLogo ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="removeLogo" className="h-4 w-4" /> {text.removeLogo}
        </label>
      ) : null}
      <FieldError id={errorId} messages={errors ?? []} />
    </fieldset>
  );
}

/** ClientDelete: deleting a client deletes all of its data. */
export function DeleteClientForm({
  action,
  name,
  text,
}: {
  action: () => Promise<ActionState>;
  name: string;
  text: ClientsText;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  return (
    <form action={formAction} className="space-y-5">
      <p>
        <BoldName template={text.deleteQuestion} name={name} />
      </p>
      <ErrorList messages={otherErrors(state.errors, [])} />
      <DialogFooter
        submitLabel={text.deleteClient}
        pending={pending}
        pendingLabel={text.deleting}
        variant="danger"
        cancelLabel={text.cancel}
      />
    </form>
  );
}
