"use client";
import { useState, useTransition } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DateField } from "@/components/ui/date-field";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { hoseFormOptionsAction } from "@/lib/actions/hoses";
import type { ActionState } from "@/lib/actions/state";
import type { HoseFormOptions } from "@/lib/hoses/form-options";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/**
 * The words of the hose form and the note form in the page's language: the `hoseForm` catalogue
 * namespace, its templates filled in here (hose-form-text.ts makes it on the server).
 */
export type HoseFormText = Record<keyof typeof enGB.hoseForm, string> & { locale: string };

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

/** What an edit starts from (dates as dd/mm/yyyy). */
export type HoseFormInitial = {
  tagId: string;
  name: string;
  customerOrganisationId: string;
  hoseConfigurationId: string;
  organisationZoneId: string;
  manufacturer: string;
  manufactureDate: string;
  buildDate: string;
  installationDate: string;
  sleeving: boolean;
  testCertificate: boolean;
  conformityCertificate: boolean;
  hoseInspectionMonths: string;
  hoseReplacementMonths: string;
};

const FIELDS = [
  "tagId",
  "name",
  "customerOrganisationId",
  "hoseConfigurationId",
  "organisationZoneId",
  "manufacturer",
  "manufactureDate",
  "buildDate",
  "installationDate",
  "sleeving",
  "testCertificate",
  "conformityCertificate",
  "timelineOverride",
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "retirementReason",
  "notes",
] as const;

/**
 * HoseAdd / HoseEdit (SPEC §2.5, 4, 5): tag id, name, customer (when the user manages several),
 * configuration, location, optional fields shown, optional or required by the customer's
 * levels, dates typed dd/mm/yyyy, and the timeline override with its own months. With no
 * location the name and installation date are cleared; with the override off, the months.
 */
export function HoseForm({
  action,
  organisationId,
  customers,
  initialOptions,
  initial,
  manufacturers,
  submitLabel,
  presetTagId,
  retire,
  text: T,
}: {
  action: Action;
  organisationId: string;
  /** Several customers to choose from (client admins, distributors), or null for one. */
  customers: SelectOption[] | null;
  initialOptions: HoseFormOptions | null;
  initial: HoseFormInitial | null;
  manufacturers: string[];
  submitLabel: string;
  /** A scanned tag no hose carries yet: the tag field starts with it. */
  presetTagId?: string;
  /** 'Replace with a new hose': the old hose's retirement reason and note come first. */
  retire?: { reasons: SelectOption[]; reasonLabel: string; noteLabel: string; hint: string };
  text: HoseFormText;
}) {
  const [state, formAction, pending] = useDialogForm(
    action,
    FIELDS.filter((f) => !["sleeving", "testCertificate", "conformityCertificate", "timelineOverride"].includes(f)),
  );
  const v = (key: (typeof FIELDS)[number], fallback = "") => state.values[key] ?? fallback;
  const [options, setOptions] = useState<HoseFormOptions | null>(initialOptions);
  const [customerId, setCustomerId] = useState(initial?.customerOrganisationId ?? initialOptions?.customerId ?? "");
  const [zoneId, setZoneId] = useState(initial?.organisationZoneId ?? "");
  const [override, setOverride] = useState(Boolean(initial?.hoseInspectionMonths || initial?.hoseReplacementMonths));
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  const [loading, startLoading] = useTransition();
  const errors = state.errors;
  const installed = zoneId !== "";

  const chooseCustomer = (id: string) => {
    setCustomerId(id);
    setZoneId("");
    setLoadErrors([]);
    if (!id) return setOptions(null);
    startLoading(async () => {
      const result = await hoseFormOptionsAction(organisationId, id);
      if (result.ok && result.data) setOptions(result.data);
      else setLoadErrors(Object.values(result.errors).flat());
    });
  };

  const levels = options?.fields;
  const show = (key: keyof NonNullable<typeof levels>) => levels?.[key] !== 1;
  const required = (key: keyof NonNullable<typeof levels>) => levels?.[key] === 2;

  // Submitted by hand: React's automatic reset after an action would empty the selects this
  // form keeps in state (customer, location) while a refused save shows its errors.
  const [, startSubmit] = useTransition();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startSubmit(() => formAction(data));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {retire ? (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-sm font-semibold">{retire.hint}</legend>
          <SelectField
            name="retirementReason"
            label={retire.reasonLabel}
            required
            options={retire.reasons}
            placeholder={T.chooseReason}
            defaultValue={v("retirementReason")}
            errors={errors.retirementReason}
          />
          <TextField
            name="notes"
            label={retire.noteLabel}
            maxLength={2000}
            defaultValue={v("notes")}
            errors={errors.notes}
          />
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="tagId"
          label={T.tagId}
          required
          autoComplete="off"
          maxLength={64}
          defaultValue={v("tagId", initial?.tagId ?? presetTagId)}
          errors={errors.tagId}
        />
        <TextField
          name="name"
          label={T.name}
          optional
          maxLength={100}
          disabled={!installed}
          hint={installed ? T.nameHint : T.nameNoLocation}
          defaultValue={v("name", initial?.name)}
          errors={errors.name}
        />
      </div>

      {customers ? (
        <SelectField
          name="customerOrganisationId"
          label={T.customer}
          options={customers}
          placeholder={T.chooseCustomer}
          value={customerId}
          onChange={(e) => chooseCustomer(e.target.value)}
          disabled={initial !== null}
          errors={errors.customerOrganisationId}
        />
      ) : null}
      {/* A disabled select sends nothing: the customer still travels with the form. */}
      {!customers || initial ? <input type="hidden" name="customerOrganisationId" value={customerId} /> : null}
      <ErrorList messages={loadErrors} />
      {loading ? (
        <p className="text-sm text-muted" role="status">
          {T.loadingOptions}
        </p>
      ) : null}

      {options ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              key={`config-${options.customerId}`}
              name="hoseConfigurationId"
              label={T.configuration}
              options={options.configurations}
              placeholder={T.noConfiguration}
              defaultValue={v("hoseConfigurationId", initial?.hoseConfigurationId)}
              errors={errors.hoseConfigurationId}
            />
            <SelectField
              key={`zone-${options.customerId}`}
              name="organisationZoneId"
              label={T.location}
              options={options.zones}
              placeholder={T.uninstalled}
              value={zoneId}
              onChange={(e) => setZoneId(e.target.value)}
              errors={errors.organisationZoneId}
            />
          </div>

          {show("manufacturer") ? (
            <>
              <TextField
                name="manufacturer"
                label={T.manufacturer}
                optional={!required("manufacturer")}
                required={required("manufacturer")}
                list="hose-manufacturers"
                maxLength={100}
                defaultValue={v("manufacturer", initial?.manufacturer)}
                errors={errors.manufacturer}
              />
              <datalist id="hose-manufacturers">
                {manufacturers.map((m) => (
                  <option key={m} value={m} />
                ))}
              </datalist>
            </>
          ) : null}

          <div className="grid gap-4 sm:grid-cols-3">
            {show("manufactureDate") ? (
              <DateField
                name="manufactureDate"
                locale={T.locale}
                label={T.manufactureDate}
                optional={!required("manufactureDate")}
                required={required("manufactureDate")}
                defaultValue={v("manufactureDate", initial?.manufactureDate)}
                errors={errors.manufactureDate}
              />
            ) : null}
            <DateField
              name="buildDate"
              locale={T.locale}
              label={T.buildDate}
              optional
              defaultValue={v("buildDate", initial?.buildDate)}
              errors={errors.buildDate}
            />
            <DateField
              name="installationDate"
              locale={T.locale}
              label={T.installationDate}
              optional
              disabled={!installed}
              hint={installed ? T.installationHint : T.chooseLocationFirst}
              defaultValue={v("installationDate", initial?.installationDate)}
              errors={errors.installationDate}
            />
          </div>

          {show("sleeving") || show("testCertificate") || show("conformityCertificate") ? (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">{T.fitted}</legend>
              {show("sleeving") ? (
                <CheckboxField
                  name="sleeving"
                  label={T.sleeving}
                  defaultChecked={initial?.sleeving ?? false}
                  errors={errors.sleeving}
                />
              ) : null}
              {show("testCertificate") ? (
                <CheckboxField
                  name="testCertificate"
                  label={T.testCertificate}
                  defaultChecked={initial?.testCertificate ?? false}
                  errors={errors.testCertificate}
                />
              ) : null}
              {show("conformityCertificate") ? (
                <CheckboxField
                  name="conformityCertificate"
                  label={T.conformityCertificate}
                  defaultChecked={initial?.conformityCertificate ?? false}
                  errors={errors.conformityCertificate}
                />
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className="space-y-3 rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-medium">{T.timeline}</legend>
            <CheckboxField
              name="timelineOverride"
              variant="switch"
              label={T.ownTimeline}
              hint={formatText(
                T.customerTimeline,
                {
                  inspection: options.intervals.hoseInspectionMonths,
                  replacement: options.intervals.hoseReplacementMonths,
                },
                T.locale,
              )}
              checked={override}
              onChange={(e) => setOverride(e.target.checked)}
            />
            {override ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="hoseInspectionMonths"
                  label={T.inspectionMonths}
                  inputMode="numeric"
                  defaultValue={v("hoseInspectionMonths", initial?.hoseInspectionMonths)}
                  errors={errors.hoseInspectionMonths}
                />
                <TextField
                  name="hoseReplacementMonths"
                  label={T.replacementMonths}
                  inputMode="numeric"
                  defaultValue={v("hoseReplacementMonths", initial?.hoseReplacementMonths)}
                  errors={errors.hoseReplacementMonths}
                />
              </div>
            ) : null}
          </fieldset>
        </>
      ) : null}

      <ErrorList messages={otherErrors(errors, [...FIELDS])} />
      <DialogFooter
        submitLabel={submitLabel}
        pending={pending}
        pendingLabel={T.saving}
        cancelLabel={T.cancel}
        submitDisabled={!options || loading}
      />
    </form>
  );
}
