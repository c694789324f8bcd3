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
            placeholder="Choose a reason"
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
          label="Tag id"
          required
          autoComplete="off"
          maxLength={64}
          defaultValue={v("tagId", initial?.tagId ?? presetTagId)}
          errors={errors.tagId}
        />
        <TextField
          name="name"
          label="Name / reference"
          optional
          maxLength={100}
          disabled={!installed}
          hint={
            installed ? "Where it is fitted, e.g. 'Boom lift cylinder, left'" : "Choose a location to name the hose"
          }
          defaultValue={v("name", initial?.name)}
          errors={errors.name}
        />
      </div>

      {customers ? (
        <SelectField
          name="customerOrganisationId"
          label="Customer"
          options={customers}
          placeholder="Choose a customer"
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
          Loading the customer&apos;s locations and configurations
        </p>
      ) : null}

      {options ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              key={`config-${options.customerId}`}
              name="hoseConfigurationId"
              label="Configuration"
              options={options.configurations}
              placeholder="No configuration"
              defaultValue={v("hoseConfigurationId", initial?.hoseConfigurationId)}
              errors={errors.hoseConfigurationId}
            />
            <SelectField
              key={`zone-${options.customerId}`}
              name="organisationZoneId"
              label="Location"
              options={options.zones}
              placeholder="Uninstalled (no location)"
              value={zoneId}
              onChange={(e) => setZoneId(e.target.value)}
              errors={errors.organisationZoneId}
            />
          </div>

          {show("manufacturer") ? (
            <>
              <TextField
                name="manufacturer"
                label="Manufacturer"
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
                label="Manufacture date"
                optional={!required("manufactureDate")}
                required={required("manufactureDate")}
                defaultValue={v("manufactureDate", initial?.manufactureDate)}
                errors={errors.manufactureDate}
              />
            ) : null}
            <DateField
              name="buildDate"
              label="Build date"
              optional
              defaultValue={v("buildDate", initial?.buildDate)}
              errors={errors.buildDate}
            />
            <DateField
              name="installationDate"
              label="Installation date"
              optional
              disabled={!installed}
              hint={installed ? "dd/mm/yyyy; today when left blank" : "Choose a location first"}
              defaultValue={v("installationDate", initial?.installationDate)}
              errors={errors.installationDate}
            />
          </div>

          {show("sleeving") || show("testCertificate") || show("conformityCertificate") ? (
            <fieldset className="space-y-2">
              <legend className="mb-1 text-sm font-medium">Fitted and supplied</legend>
              {show("sleeving") ? (
                <CheckboxField
                  name="sleeving"
                  label="Sleeving"
                  defaultChecked={initial?.sleeving ?? false}
                  errors={errors.sleeving}
                />
              ) : null}
              {show("testCertificate") ? (
                <CheckboxField
                  name="testCertificate"
                  label="Test certificate"
                  defaultChecked={initial?.testCertificate ?? false}
                  errors={errors.testCertificate}
                />
              ) : null}
              {show("conformityCertificate") ? (
                <CheckboxField
                  name="conformityCertificate"
                  label="Conformity certificate"
                  defaultChecked={initial?.conformityCertificate ?? false}
                  errors={errors.conformityCertificate}
                />
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className="space-y-3 rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-medium">Timeline</legend>
            <CheckboxField
              name="timelineOverride"
              variant="switch"
              label="Use this hose's own timeline"
              hint={`Otherwise the customer's: inspection every ${options.intervals.hoseInspectionMonths} months, replacement after ${options.intervals.hoseReplacementMonths} months`}
              checked={override}
              onChange={(e) => setOverride(e.target.checked)}
            />
            {override ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  name="hoseInspectionMonths"
                  label="Inspection every (months)"
                  inputMode="numeric"
                  defaultValue={v("hoseInspectionMonths", initial?.hoseInspectionMonths)}
                  errors={errors.hoseInspectionMonths}
                />
                <TextField
                  name="hoseReplacementMonths"
                  label="Replace after (months)"
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
        pendingLabel="Saving"
        submitDisabled={!options || loading}
      />
    </form>
  );
}
