"use client";
import { useEffect, useRef, useState } from "react";
import { createOrganisationAction } from "@/lib/actions/auth";
import { Button, SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["name", "contactName", "contactEmail", "addressLine1", "addressLine2", "town", "postCode"] as const;

/** The form's texts in the page's language (the `createOrganisation` catalogue namespace). */
export const CREATE_ORGANISATION_TEXT = {
  step1: "Step 1 of 2: type of organisation",
  typeLegend: "Is your organisation a distributor or a customer?",
  distributor: "Distributor",
  distributorDescription: "You supply, fit and inspect hoses for your customers.",
  customer: "Customer",
  customerDescription: "You run the equipment: you track your own hoses and ask distributors for quotes.",
  next: "Next",
  step2: "Step 2 of 2: business information",
  creatingDistributor: "Creating a <strong>distributor</strong> organisation.",
  creatingCustomer: "Creating a <strong>customer</strong> organisation.",
  name: "Organisation name",
  contactName: "Contact name",
  contactEmail: "Contact email",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  town: "Town",
  postCode: "Post code",
  back: "Back",
  creating: "Creating organisation",
  create: "Create organisation",
};
export type CreateOrganisationText = typeof CREATE_ORGANISATION_TEXT;

/** A text with one <strong>…</strong> part, drawn with the strong part in bold. */
function withStrong(template: string) {
  const match = /^(.*)<strong>(.*)<\/strong>(.*)$/s.exec(template);
  if (!match) return template;
  return (
    <>
      {match[1]}
      <strong className="text-ink">{match[2]}</strong>
      {match[3]}
    </>
  );
}

/**
 * SPEC §2.5 OrganisationCreate: first the type (Distributor or Customer), then the business
 * information. The action goes to the new organisation's portal with its account code.
 */
export function CreateOrganisationForm({ text = CREATE_ORGANISATION_TEXT }: { text?: CreateOrganisationText }) {
  const TYPES = [
    { value: "true", label: text.distributor, description: text.distributorDescription },
    { value: "false", label: text.customer, description: text.customerDescription },
  ] as const;
  const [state, formAction, pending] = useActionForm(createOrganisationAction, FIELDS);
  const [type, setType] = useState<"true" | "false" | null>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Moving between steps puts focus on the new step's heading (screen readers hear where they are).
  const [movedTo, setMovedTo] = useState<number | null>(null);
  useEffect(() => {
    if (movedTo !== null) stepHeading.current?.focus();
  }, [movedTo]);
  const goTo = (next: 1 | 2) => {
    setStep(next);
    setMovedTo((n) => (n ?? 0) + 1);
  };

  if (step === 1) {
    return (
      <div className="space-y-6">
        <h2 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {text.step1}
        </h2>
        <fieldset>
          <legend className="mb-3 text-sm text-muted">{text.typeLegend}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {TYPES.map((t) => (
              <label
                key={t.value}
                className={`flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-5 transition has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent ${
                  type === t.value ? "border-primary bg-primary/5" : "border-line bg-surface hover:border-primary/50"
                }`}
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="organisationType"
                    value={t.value}
                    checked={type === t.value}
                    onChange={() => setType(t.value)}
                    className="h-5 w-5 accent-primary"
                  />
                  <span className="text-lg font-semibold">{t.label}</span>
                </span>
                <span className="text-sm text-muted">{t.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button onClick={() => goTo(2)} disabled={type === null}>
            {text.next}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form action={formAction} className="space-y-4" noValidate>
      <h2 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {text.step2}
      </h2>
      <p className="text-sm text-muted">
        {withStrong(type === "true" ? text.creatingDistributor : text.creatingCustomer)}
      </p>
      <input type="hidden" name="isDistributor" value={type ?? ""} />
      <TextField
        name="name"
        label={text.name}
        autoComplete="organization"
        required
        defaultValue={state.values.name}
        errors={state.errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="contactName"
          label={text.contactName}
          autoComplete="name"
          required
          defaultValue={state.values.contactName}
          errors={state.errors.contactName}
        />
        <TextField
          name="contactEmail"
          label={text.contactEmail}
          type="email"
          autoComplete="email"
          required
          defaultValue={state.values.contactEmail}
          errors={state.errors.contactEmail}
        />
      </div>
      <TextField
        name="addressLine1"
        label={text.addressLine1}
        autoComplete="address-line1"
        required
        defaultValue={state.values.addressLine1}
        errors={state.errors.addressLine1}
      />
      <TextField
        name="addressLine2"
        label={text.addressLine2}
        autoComplete="address-line2"
        optional
        defaultValue={state.values.addressLine2}
        errors={state.errors.addressLine2}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="town"
          label={text.town}
          autoComplete="address-level2"
          required
          defaultValue={state.values.town}
          errors={state.errors.town}
        />
        <TextField
          name="postCode"
          label={text.postCode}
          autoComplete="postal-code"
          required
          defaultValue={state.values.postCode}
          errors={state.errors.postCode}
        />
      </div>
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => goTo(1)}>
          {text.back}
        </Button>
        <SubmitButton pending={pending} pendingLabel={text.creating}>
          {text.create}
        </SubmitButton>
      </div>
    </form>
  );
}
