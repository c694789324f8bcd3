"use client";
import { useRouter } from "next/navigation";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { TextField } from "@/components/ui/text-field";
import { UnitsFields, type UnitChoice } from "@/components/units/units-fields";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { type LanguagesText, LanguagesFieldset } from "./languages-fieldset";
import type { ActionState } from "@/lib/actions/state";

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
}: {
  action: Action;
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
        Client settings
      </h2>
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <legend className="sr-only">Client settings</legend>
        <CheckboxField
          name="manualHoseConfiguration"
          variant="switch"
          label="Manual hose config entry"
          hint="Users must manually enter hose configuration field values, no dropdown options"
          defaultChecked={initial.manualHoseConfiguration}
          errors={state.errors.manualHoseConfiguration}
        />
        <TextField
          key={`t-${value("metaTitle")}`}
          name="metaTitle"
          label="Meta Title"
          maxLength={70}
          defaultValue={value("metaTitle")}
          errors={state.errors.metaTitle}
          optional
        />
        <TextField
          key={`d-${value("metaDescription")}`}
          name="metaDescription"
          label="Meta Description"
          maxLength={300}
          defaultValue={value("metaDescription")}
          errors={state.errors.metaDescription}
          optional
        />
        <LanguagesFieldset
          options={languages.options}
          initial={initial}
          text={languages.text}
          errors={state.errors}
          disabled={readOnly}
        />
        <RichTextEditor
          name="termsAndConditions"
          label="Terms and conditions"
          defaultValue={initial.termsAndConditions}
          errors={state.errors.termsAndConditions}
          disabled={readOnly}
        />
        <RichTextEditor
          name="privacyPolicy"
          label="Privacy Policy"
          defaultValue={initial.privacyPolicy}
          errors={state.errors.privacyPolicy}
          disabled={readOnly}
        />
        <UnitsFields mode="client" value={initial.units} errors={state.errors} />
      </fieldset>
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      {readOnly ? null : (
        <div className="flex justify-end">
          <SubmitButton pending={pending} pendingLabel="Saving client settings" className="w-full sm:w-auto">
            Save client settings
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
