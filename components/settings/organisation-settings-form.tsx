"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { RadioGroup } from "@/components/ui/radio-group";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { FieldLevels } from "@/lib/hoses/field-levels";
import type { InspectionRules, PublicCardSettings } from "@/lib/organisations/schemas";
import type enGB from "@/messages/en-GB.json";
import { CheckboxList } from "./checkbox-list";

export type OrganisationSettingsValues = {
  hoseInspectionMonths: number;
  hoseReplacementMonths: number;
  hoseReplacementWarningMonths: number;
  fields: FieldLevels;
  manufacturers: string[];
  hoseTypes: string[];
  publicCard: PublicCardSettings;
  timeZone: string;
  inspections: InspectionRules;
};

/** The form's texts in the reader's language (the `organisationSettings` catalogue namespace). */
export type OrganisationSettingsText = Record<keyof typeof enGB.organisationSettings, string>;

type Option = { value: string; label: string };
type TextKey = keyof OrganisationSettingsText;

const THREE_LEVELS: Array<{ value: string; label: TextKey }> = [
  { value: "0", label: "levelOptional" },
  { value: "1", label: "levelHidden" },
  { value: "2", label: "levelRequired" },
];
const TWO_LEVELS = THREE_LEVELS.slice(0, 2);

const FIELD_ROWS: Array<{ key: keyof FieldLevels; label: TextKey; options: typeof THREE_LEVELS }> = [
  { key: "manufacturer", label: "fieldManufacturer", options: THREE_LEVELS },
  { key: "manufactureDate", label: "fieldManufactureDate", options: THREE_LEVELS },
  { key: "sleeving", label: "fieldSleeving", options: TWO_LEVELS },
  { key: "testCertificate", label: "fieldTestCertificate", options: TWO_LEVELS },
  { key: "conformityCertificate", label: "fieldConformityCertificate", options: TWO_LEVELS },
];

/** What the public hose card may add; each off by default. */
const PUBLIC_CARD_EXTRAS: Array<{ key: Exclude<keyof PublicCardSettings, "enabled">; label: TextKey }> = [
  { key: "hose", label: "extraHose" },
  { key: "customer", label: "extraCustomer" },
  { key: "location", label: "extraLocation" },
  { key: "inspector", label: "extraInspector" },
  { key: "documents", label: "extraDocuments" },
];

const FIELDS = [
  "timeZone",
  "publicCard",
  "publicCard.enabled",
  ...PUBLIC_CARD_EXTRAS.map((f) => `publicCard.${f.key}`),
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "hoseReplacementWarningMonths",
  "manufacturers",
  "hoseTypes",
  "updateConfig",
  "inspections",
  "inspections.requireCompetence",
  "inspections.requireSignature",
  ...FIELD_ROWS.map((f) => `fields.${f.key}`),
];

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/**
 * OrganisationSettings (SPEC §2.5): timelines in months, optional-field levels, prominent
 * manufacturers and hose types. Every input is controlled so a failed save keeps the typed
 * values; a successful one shows the service's message and refreshes the current user.
 */
export function OrganisationSettingsForm({
  action,
  initial,
  manufacturers,
  hoseTypes,
  timeZones,
  inspectionRules = true,
  text,
}: {
  action: Action;
  text: OrganisationSettingsText;
  /** Whether the inspection rules apply (a customer's settings: its hoses are inspected). */
  inspectionRules?: boolean;
  initial: OrganisationSettingsValues;
  manufacturers: Option[];
  hoseTypes: Option[];
  /** IANA names the server knows (the saved one included). */
  timeZones: string[];
}) {
  const router = useRouter();
  const [updateConfig, setUpdateConfig] = useState(false);
  const [state, formAction, pending] = useActionForm<unknown>(async (prev, formData) => {
    const result = await action(prev, formData);
    if (result.ok) {
      showNotice(result.message);
      setUpdateConfig(false);
      router.refresh();
    }
    return result;
  });
  const [months, setMonths] = useState({
    hoseInspectionMonths: String(initial.hoseInspectionMonths),
    hoseReplacementMonths: String(initial.hoseReplacementMonths),
    hoseReplacementWarningMonths: String(initial.hoseReplacementWarningMonths),
  });
  const [levels, setLevels] = useState<FieldLevels>(initial.fields);
  const [chosenManufacturers, setChosenManufacturers] = useState(initial.manufacturers);
  const [chosenHoseTypes, setChosenHoseTypes] = useState(initial.hoseTypes);
  const [publicCard, setPublicCard] = useState<PublicCardSettings>(initial.publicCard);
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [rules, setRules] = useState<InspectionRules>(initial.inspections);

  const monthField = (name: keyof typeof months, label: string, hint: string, min: number) => (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      required
      value={months[name]}
      onChange={(e) => setMonths((m) => ({ ...m, [name]: e.target.value }))}
      errors={state.errors[name]}
    />
  );

  const section = "space-y-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6";
  return (
    <form action={formAction} className="space-y-6" noValidate>
      <section aria-labelledby="timelines-heading" className={section}>
        <h2 id="timelines-heading" className="text-lg font-semibold">
          {text.timelines}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {monthField("hoseInspectionMonths", text.inspectionMonths, text.inspectionMonthsHint, 1)}
          {monthField("hoseReplacementMonths", text.replacementMonths, text.replacementMonthsHint, 1)}
          {monthField("hoseReplacementWarningMonths", text.warningMonths, text.warningMonthsHint, 0)}
        </div>
        <CheckboxField
          name="updateConfig"
          label={text.applyExisting}
          hint={text.applyExistingHint}
          checked={updateConfig}
          onChange={(e) => setUpdateConfig(e.target.checked)}
          errors={state.errors.updateConfig}
        />
      </section>

      <section aria-labelledby="fields-heading" className={section}>
        <div>
          <h2 id="fields-heading" className="text-lg font-semibold">
            {text.optionalFields}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.optionalFieldsIntro}</p>
        </div>
        <div className="space-y-4">
          {FIELD_ROWS.map((f) => (
            <RadioGroup
              key={f.key}
              name={`fields.${f.key}`}
              legend={text[f.label]}
              options={f.options.map((o) => ({ value: o.value, label: text[o.label] }))}
              value={String(levels[f.key])}
              onChange={(v) => setLevels((l) => ({ ...l, [f.key]: Number(v) }))}
              errors={state.errors[`fields.${f.key}`]}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="prominent-heading" className={section}>
        <div>
          <h2 id="prominent-heading" className="text-lg font-semibold">
            {text.prominent}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.prominentIntro}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <CheckboxList
            name="manufacturers"
            legend={text.prominentManufacturers}
            text={text}
            options={manufacturers}
            value={chosenManufacturers}
            onChange={setChosenManufacturers}
            errors={state.errors.manufacturers}
          />
          <CheckboxList
            name="hoseTypes"
            legend={text.prominentHoseTypes}
            text={text}
            options={hoseTypes}
            value={chosenHoseTypes}
            onChange={setChosenHoseTypes}
            errors={state.errors.hoseTypes}
          />
        </div>
      </section>

      <section aria-labelledby="public-card-heading" className={section}>
        <div>
          <h2 id="public-card-heading" className="text-lg font-semibold">
            {text.publicCard}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.publicCardIntro}</p>
        </div>
        <CheckboxField
          name="publicCard.enabled"
          variant="switch"
          label={text.publicCardShow}
          hint={text.publicCardShowHint}
          checked={publicCard.enabled}
          onChange={(e) => setPublicCard((p) => ({ ...p, enabled: e.target.checked }))}
          errors={state.errors["publicCard.enabled"]}
        />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">{text.publicCardAlso}</legend>
          {PUBLIC_CARD_EXTRAS.map((f) => (
            <CheckboxField
              key={f.key}
              name={`publicCard.${f.key}`}
              label={text[f.label]}
              checked={publicCard[f.key]}
              onChange={(e) => setPublicCard((p) => ({ ...p, [f.key]: e.target.checked }))}
              errors={state.errors[`publicCard.${f.key}`]}
            />
          ))}
        </fieldset>
      </section>

      {inspectionRules ? (
        <section aria-labelledby="inspection-rules-heading" className={section}>
          <div>
            <h2 id="inspection-rules-heading" className="text-lg font-semibold">
              {text.rulesTitle}
            </h2>
            <p className="mt-1 text-sm text-muted">{text.rulesDescription}</p>
          </div>
          {/* Tells the action the section was on the form: without it the rules are left as they are. */}
          <input type="hidden" name="inspections" value="1" />
          <CheckboxField
            name="inspections.requireCompetence"
            variant="switch"
            label={text.competence}
            hint={text.competenceHint}
            checked={rules.requireCompetence}
            onChange={(e) => setRules((r) => ({ ...r, requireCompetence: e.target.checked }))}
            errors={state.errors["inspections.requireCompetence"]}
          />
          <CheckboxField
            name="inspections.requireSignature"
            variant="switch"
            label={text.signature}
            hint={text.signatureHint}
            checked={rules.requireSignature}
            onChange={(e) => setRules((r) => ({ ...r, requireSignature: e.target.checked }))}
            errors={state.errors["inspections.requireSignature"]}
          />
        </section>
      ) : null}

      <section aria-labelledby="digests-heading" className={section}>
        <div>
          <h2 id="digests-heading" className="text-lg font-semibold">
            {text.digests}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.digestsIntro}</p>
        </div>
        <SelectField
          name="timeZone"
          label={text.timeZone}
          options={timeZones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          errors={state.errors.timeZone}
          className="max-w-md"
        />
      </section>

      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingLabel={text.saving} className="w-full sm:w-auto">
          {text.save}
        </SubmitButton>
      </div>
    </form>
  );
}
