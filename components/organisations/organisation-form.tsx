"use client";
import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { saveOrganisationAction } from "@/lib/actions/organisations";
import type { OrganisationLabels } from "@/lib/organisations/screen";
import type { OrganisationsText } from "./organisations-text";

const FIELDS = [
  "name",
  "contactName",
  "contactEmail",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "isDistributor",
  "distributorId",
] as const;

export type OrganisationFormValues = {
  name: string;
  contactName: string;
  contactEmail: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postCode: string;
  hoseInspectionMonths: number;
  hoseReplacementMonths: number;
  isDistributor: boolean;
  distributorId: string | null;
};

/**
 * Add or edit an organisation (SPEC §5). The isDistributor switch and the distributor selector
 * are for client admins only (`distributors` given); the selector shows for non-distributors
 * and never lists the organisation itself.
 */
export function OrganisationForm({
  organisationId,
  id,
  initial,
  labels,
  distributors,
  text,
}: {
  organisationId: string;
  id: string | null;
  initial: OrganisationFormValues | null;
  labels: OrganisationLabels;
  distributors: Array<{ id: string; name: string }> | null;
  text: OrganisationsText;
}) {
  const [state, formAction, pending] = useDialogForm(saveOrganisationAction.bind(null, organisationId, id), FIELDS);
  const [isDistributor, setIsDistributor] = useState(initial?.isDistributor ?? false);
  const v = (key: (typeof FIELDS)[number]) =>
    state.values[key] ?? (initial ? String(initial[key as keyof OrganisationFormValues] ?? "") : undefined);

  return (
    <form action={formAction} className="space-y-5" noValidate>
      <TextField
        name="name"
        label={text.organisationName}
        required
        defaultValue={v("name")}
        errors={state.errors.name}
      />
      {distributors ? (
        <div className="space-y-4 rounded-lg border border-line p-4">
          <CheckboxField
            name="isDistributor"
            variant="switch"
            label={text.distributor}
            hint={text.distributorHint}
            checked={isDistributor}
            onChange={(e) => setIsDistributor(e.target.checked)}
            errors={state.errors.isDistributor}
          />
          {!isDistributor ? (
            <SelectField
              name="distributorId"
              label={text.distributor}
              placeholder={text.noDistributor}
              options={distributors.filter((d) => d.id !== id).map((d) => ({ value: d.id, label: d.name }))}
              defaultValue={v("distributorId")}
              errors={state.errors.distributorId}
            />
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contactName"
          label={text.contactName}
          autoComplete="off"
          required
          defaultValue={v("contactName")}
          errors={state.errors.contactName}
        />
        <TextField
          name="contactEmail"
          label={text.contactEmail}
          type="email"
          autoComplete="off"
          required
          defaultValue={v("contactEmail")}
          errors={state.errors.contactEmail}
        />
      </div>
      <TextField
        name="addressLine1"
        label={text.addressLine1}
        required
        defaultValue={v("addressLine1")}
        errors={state.errors.addressLine1}
      />
      <TextField
        name="addressLine2"
        label={text.addressLine2}
        optional
        defaultValue={v("addressLine2")}
        errors={state.errors.addressLine2}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="town" label={text.town} required defaultValue={v("town")} errors={state.errors.town} />
        <TextField
          name="postCode"
          label={text.postCode}
          required
          defaultValue={v("postCode")}
          errors={state.errors.postCode}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="hoseInspectionMonths"
          label={text.inspectionMonths}
          type="number"
          inputMode="numeric"
          min={1}
          required
          hint={text.inspectionMonthsHint}
          defaultValue={v("hoseInspectionMonths") ?? "6"}
          errors={state.errors.hoseInspectionMonths}
        />
        <TextField
          name="hoseReplacementMonths"
          label={text.replacementMonths}
          type="number"
          inputMode="numeric"
          min={1}
          required
          hint={text.replacementMonthsHint}
          defaultValue={v("hoseReplacementMonths") ?? "60"}
          errors={state.errors.hoseReplacementMonths}
        />
      </div>
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter
        submitLabel={id ? labels.save : labels.add}
        pendingLabel={text.saving}
        pending={pending}
        cancelLabel={text.cancel}
      />
    </form>
  );
}
