"use client";
import { useRouter } from "next/navigation";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField } from "@/components/ui/select-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type enGB from "@/messages/en-GB.json";

/** The section's texts in the reader's language (the `checklists` catalogue namespace's settings). */
export type ChecklistSettingsText = Pick<
  Record<keyof typeof enGB.checklists, string>,
  | "settingsTitle"
  | "settingsDescription"
  | "settingsChecklist"
  | "settingsNone"
  | "settingsRequired"
  | "settingsRequiredHint"
  | "settingsSave"
  | "settingsSaving"
>;

/** The organisation settings' checklist section: which template applies, and whether it is required. */
export function ChecklistSettingsForm({
  action,
  initial,
  options,
  text,
}: {
  text: ChecklistSettingsText;
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>;
  initial: { checklistId: string | null; required: boolean };
  options: { value: string; label: string }[];
}) {
  const router = useRouter();
  const [state, formAction, pending] = useActionForm<unknown>(async (prev, formData) => {
    const result = await action(prev, formData);
    if (result.ok) {
      showNotice(result.message);
      router.refresh();
    }
    return result;
  });
  const errors = state.errors;
  return (
    <section aria-labelledby="checklist-settings" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="checklist-settings" className="text-lg font-semibold">
        {text.settingsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.settingsDescription}</p>
      <form action={formAction} className="mt-4 space-y-4">
        <SelectField
          name="checklistId"
          label={text.settingsChecklist}
          placeholder={text.settingsNone}
          defaultValue={initial.checklistId ?? ""}
          options={options}
          errors={errors.checklistId}
        />
        <CheckboxField
          name="required"
          label={text.settingsRequired}
          hint={text.settingsRequiredHint}
          defaultChecked={initial.required}
          errors={errors.required}
        />
        <ErrorList messages={otherErrors(errors, ["checklistId", "required"])} />
        <SubmitButton pending={pending} pendingLabel={text.settingsSaving} className="w-full sm:w-auto">
          {text.settingsSave}
        </SubmitButton>
      </form>
    </section>
  );
}
