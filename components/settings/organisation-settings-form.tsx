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

/** The inspection rules section's words, together for translation. */
const INSPECTION_RULES_TEXT = {
  title: "Inspection rules",
  description:
    "What an inspection of your hoses must carry. Both apply to inspections recorded from now on, in the portal, offline and through the API.",
  competence: "Require a valid competence",
  competenceHint:
    "Only inspectors with a competence record valid on the inspection's date, approved by an Admin of their organisation, can record inspections of your hoses",
  signature: "Require signed inspections",
  signatureHint: "The inspector signs on the screen, or confirms with their password on a computer",
};

type Option = { value: string; label: string };

const THREE_LEVELS: Option[] = [
  { value: "0", label: "Optional" },
  { value: "1", label: "Don't show" },
  { value: "2", label: "Required" },
];
const TWO_LEVELS = THREE_LEVELS.slice(0, 2);

const FIELD_ROWS: Array<{ key: keyof FieldLevels; label: string; options: Option[] }> = [
  { key: "manufacturer", label: "Manufacturer", options: THREE_LEVELS },
  { key: "manufactureDate", label: "Manufacture date", options: THREE_LEVELS },
  { key: "sleeving", label: "Sleeving", options: TWO_LEVELS },
  { key: "testCertificate", label: "Test certificate", options: TWO_LEVELS },
  { key: "conformityCertificate", label: "Conformity certificate", options: TWO_LEVELS },
];

/** What the public hose card may add; each off by default. */
const PUBLIC_CARD_EXTRAS: Array<{ key: Exclude<keyof PublicCardSettings, "enabled">; label: string }> = [
  { key: "hose", label: "Hose name and configuration" },
  { key: "customer", label: "Customer name" },
  { key: "location", label: "Site and zone" },
  { key: "inspector", label: "Name of the last inspector" },
  { key: "documents", label: "The hose's documents (certificates, drawings), downloadable" },
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
}: {
  action: Action;
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
          Timelines
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {monthField("hoseInspectionMonths", "Inspection timeline (months)", "How often hoses are due inspection", 1)}
          {monthField(
            "hoseReplacementMonths",
            "Replacement timeline (months)",
            "Age at which hoses are due replacement",
            1,
          )}
          {monthField(
            "hoseReplacementWarningMonths",
            "Replacement warning (months)",
            "How long before replacement a hose shows a warning",
            0,
          )}
        </div>
        <CheckboxField
          name="updateConfig"
          label="Apply to existing hoses"
          hint="Also reschedule the inspection and replacement dates of this organisation's existing hoses (hoses with their own timeline keep it)"
          checked={updateConfig}
          onChange={(e) => setUpdateConfig(e.target.checked)}
          errors={state.errors.updateConfig}
        />
      </section>

      <section aria-labelledby="fields-heading" className={section}>
        <div>
          <h2 id="fields-heading" className="text-lg font-semibold">
            Optional fields
          </h2>
          <p className="mt-1 text-sm text-muted">Choose which optional hose fields your users fill in.</p>
        </div>
        <div className="space-y-4">
          {FIELD_ROWS.map((f) => (
            <RadioGroup
              key={f.key}
              name={`fields.${f.key}`}
              legend={f.label}
              options={f.options}
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
            Prominent choices
          </h2>
          <p className="mt-1 text-sm text-muted">
            Ticked manufacturers and hose types are listed first in the pick lists.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <CheckboxList
            name="manufacturers"
            legend="Prominent manufacturers"
            options={manufacturers}
            value={chosenManufacturers}
            onChange={setChosenManufacturers}
            errors={state.errors.manufacturers}
          />
          <CheckboxList
            name="hoseTypes"
            legend="Prominent hose types"
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
            Public hose card
          </h2>
          <p className="mt-1 text-sm text-muted">
            What someone who scans a hose&apos;s tag sees without signing in: the hose name, its configuration, status
            and inspection dates. Signed-in users of your organisation always go to the hose page.
          </p>
        </div>
        <CheckboxField
          name="publicCard.enabled"
          variant="switch"
          label="Show the public hose card"
          hint="When off, a scan only offers to sign in"
          checked={publicCard.enabled}
          onChange={(e) => setPublicCard((p) => ({ ...p, enabled: e.target.checked }))}
          errors={state.errors["publicCard.enabled"]}
        />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">Also show on the public card</legend>
          {PUBLIC_CARD_EXTRAS.map((f) => (
            <CheckboxField
              key={f.key}
              name={`publicCard.${f.key}`}
              label={f.label}
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
              {INSPECTION_RULES_TEXT.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{INSPECTION_RULES_TEXT.description}</p>
          </div>
          {/* Tells the action the section was on the form: without it the rules are left as they are. */}
          <input type="hidden" name="inspections" value="1" />
          <CheckboxField
            name="inspections.requireCompetence"
            variant="switch"
            label={INSPECTION_RULES_TEXT.competence}
            hint={INSPECTION_RULES_TEXT.competenceHint}
            checked={rules.requireCompetence}
            onChange={(e) => setRules((r) => ({ ...r, requireCompetence: e.target.checked }))}
            errors={state.errors["inspections.requireCompetence"]}
          />
          <CheckboxField
            name="inspections.requireSignature"
            variant="switch"
            label={INSPECTION_RULES_TEXT.signature}
            hint={INSPECTION_RULES_TEXT.signatureHint}
            checked={rules.requireSignature}
            onChange={(e) => setRules((r) => ({ ...r, requireSignature: e.target.checked }))}
            errors={state.errors["inspections.requireSignature"]}
          />
        </section>
      ) : null}

      <section aria-labelledby="digests-heading" className={section}>
        <div>
          <h2 id="digests-heading" className="text-lg font-semibold">
            Email digests
          </h2>
          <p className="mt-1 text-sm text-muted">
            Members get their digest of overdue and due hoses after 07:00 in this time zone. Each member chooses daily,
            weekly or off in Your profile.
          </p>
        </div>
        <SelectField
          name="timeZone"
          label="Time zone"
          options={timeZones.map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
          value={timeZone}
          onChange={(e) => setTimeZone(e.target.value)}
          errors={state.errors.timeZone}
          className="max-w-md"
        />
      </section>

      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <div className="flex justify-end">
        <SubmitButton pending={pending} pendingLabel="Saving settings" className="w-full sm:w-auto">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}
