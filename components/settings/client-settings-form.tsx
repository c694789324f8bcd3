"use client";
import { useRouter } from "next/navigation";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { RichTextEditor, type RichTextEditorText } from "@/components/ui/rich-text-editor";
import { TextField } from "@/components/ui/text-field";
import { UnitsFields, type UnitChoice, type UnitsText } from "@/components/units/units-fields";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { type LanguagesText, LanguagesFieldset } from "./languages-fieldset";
import type { ActionState } from "@/lib/actions/state";
import type enGB from "@/messages/en-GB.json";

/** Client settings' texts in the reader's language (the `clientSettings` catalogue namespace). */
export type ClientSettingsText = Record<keyof typeof enGB.clientSettings, string>;

export type ClientSettingsValues = {
  manualHoseConfiguration: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  termsAndConditions: string | null;
  privacyPolicy: string | null;
  units: UnitChoice;
  languages: string[];
  defaultLocale: string;
};

const FIELDS = [
  "manualHoseConfiguration",
  "metaTitle",
  "metaDescription",
  "termsAndConditions",
  "privacyPolicy",
  "unitSystem",
  "pressureUnit",
  "languages",
  "defaultLocale",
];
const KEEP = ["metaTitle", "metaDescription"];

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * ClientSettings (SPEC §2.5). `readOnly` shows the values without a save button (a system admin
 * who is not client admin of this client). On success the notice shows and the page reloads
 * with the stored (sanitised) values.
 */
export function ClientSettingsForm({
  action,
  initial,
  readOnly,
  languages,
  text,
  editorText,
  units,
}: {
  action: Action;
  text: ClientSettingsText;
  /** The rich-text editors' toolbar words in the reader's language. */
  editorText: RichTextEditorText;
  units: UnitsText;
  initial: ClientSettingsValues;
  readOnly?: boolean;
  /** The portal's languages (each named in itself) and the fieldset's words. */
  languages: { options: ReadonlyArray<{ value: string; label: string }>; text: LanguagesText };
}) {
  const router = useRouter();
  const [state, formAction, pending] = useActionForm<unknown>(async (prev, formData) => {
    const result = await action(prev, formData);
    if (result.ok) {
      showNotice(result.message);
      router.refresh();
    }
    return result;
  }, KEEP);
  const value = (key: "metaTitle" | "metaDescription") => state.values[key] ?? initial[key] ?? "";
  return (
    <form
      action={formAction}
      noValidate
      aria-labelledby="client-settings-heading"
      className="space-y-6 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6"
    >
      <h2 id="client-settings-heading" className="text-lg font-semibold">
        {text.title}
      </h2>
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <legend className="sr-only">{text.title}</legend>
        <CheckboxField
          name="manualHoseConfiguration"
          variant="switch"
          label={text.manualEntry}
          hint={text.manualEntryHint}
          defaultChecked={initial.manualHoseConfiguration}
          errors={state.errors.manualHoseConfiguration}
        />
        <TextField
          key={`t-${value("metaTitle")}`}
          name="metaTitle"
          label={text.metaTitle}
          maxLength={70}
          defaultValue={value("metaTitle")}
          errors={state.errors.metaTitle}
          optional
        />
        <TextField
          key={`d-${value("metaDescription")}`}
          name="metaDescription"
          label={text.metaDescription}
          maxLength={300}
          defaultValue={value("metaDescription")}
          errors={state.errors.metaDescription}
          optional
        />
        <LanguagesFieldset
          options={languages.options}
          initial={initial}
          text={languages.text}
          listText={text}
          errors={state.errors}
          disabled={readOnly}
        />
        <RichTextEditor
          name="termsAndConditions"
          label={text.terms}
          defaultValue={initial.termsAndConditions}
          errors={state.errors.termsAndConditions}
          disabled={readOnly}
          text={editorText}
        />
        <RichTextEditor
          name="privacyPolicy"
          label={text.privacy}
          defaultValue={initial.privacyPolicy}
          errors={state.errors.privacyPolicy}
          disabled={readOnly}
          text={editorText}
        />
        <UnitsFields mode="client" value={initial.units} errors={state.errors} text={units} />
      </fieldset>
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={pending} pendingLabel={text.saving} className="w-full sm:w-auto">
            {text.save}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
