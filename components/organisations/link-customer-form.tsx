"use client";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { useRouteDialog } from "@/components/ui/route-dialog-api";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import { linkCustomerAction, unlinkCustomerAction } from "@/lib/actions/organisations";
import type { OrganisationsText } from "./organisations-text";
import { BoldName } from "@/components/ui/bold-name";

const FIELDS = ["accountCode", "configurationsVisible"] as const;

/** SPEC §2.5 OrganisationLink: a customer's 6-character account code and the visibility choice. */
export function LinkCustomerForm({
  organisationId,
  accountCode,
  text,
}: {
  organisationId: string;
  accountCode: string;
  text: OrganisationsText;
}) {
  const [state, formAction, pending] = useDialogForm(linkCustomerAction.bind(null, organisationId), FIELDS);
  // After a failed submit, keep the choice made (an unticked box sends nothing).
  const submitted = state.values.accountCode !== undefined;
  return (
    <form action={formAction} className="space-y-5" noValidate>
      <TextField
        name="accountCode"
        label={text.accountCode}
        required
        minLength={6}
        maxLength={6}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        className="max-w-48"
        hint={text.accountCodeHint}
        defaultValue={state.values.accountCode ?? accountCode}
        errors={state.errors.accountCode}
      />
      <CheckboxField
        name="configurationsVisible"
        label={text.configurationsVisible}
        hint={text.configurationsVisibleHint}
        defaultChecked={submitted ? state.values.configurationsVisible === "on" : true}
        errors={state.errors.configurationsVisible}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <DialogFooter
        submitLabel={text.linkCustomer}
        pendingLabel={text.linking}
        pending={pending}
        variant="success"
        cancelLabel={text.cancel}
      />
    </form>
  );
}

/** A customer already linked to us: 'Unlink customer' (SPEC §2.5 OrganisationLink). */
export function UnlinkCustomerForm({
  organisationId,
  customerId,
  name,
  text,
}: {
  organisationId: string;
  customerId: string;
  name: string;
  text: OrganisationsText;
}) {
  const dialog = useRouteDialog();
  const [state, action, pending] = useDialogForm(unlinkCustomerAction.bind(null, organisationId, customerId));
  const errors = state.ok ? [] : Object.values(state.errors).flat();
  return (
    <form action={action} className="space-y-4">
      <p className="text-sm">{<BoldName template={text.unlinkExplain} name={name} />}</p>
      <ErrorList messages={errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={dialog.close}>
          {text.cancel}
        </Button>
        <Button type="submit" variant="danger" pending={pending} pendingLabel={text.unlinking}>
          {text.unlinkCustomer}
        </Button>
      </div>
    </form>
  );
}
