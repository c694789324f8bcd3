"use client";
import { useRouter } from "next/navigation";
import { SubmitButton } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField } from "@/components/ui/select-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

/** The words of the section, together for translation. */
const TEXT = {
  title: "Inspection checklist",
  description: "The checklist your hoses' inspections answer. Each criterion is passed, failed or not applicable.",
  checklist: "Checklist",
  none: "No checklist",
  required: "Require the checklist with every inspection",
  requiredHint: "An inspection without it is refused (the API answers 422).",
  save: "Save checklist settings",
  saving: "Saving checklist settings",
};

/** The organisation settings' checklist section: which template applies, and whether it is required. */
export function ChecklistSettingsForm({
  action,
  initial,
  options,
}: {
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
        {TEXT.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{TEXT.description}</p>
      <form action={formAction} className="mt-4 space-y-4">
        <SelectField
          name="checklistId"
          label={TEXT.checklist}
          placeholder={TEXT.none}
          defaultValue={initial.checklistId ?? ""}
          options={options}
          errors={errors.checklistId}
        />
        <CheckboxField
          name="required"
          label={TEXT.required}
          hint={TEXT.requiredHint}
          defaultChecked={initial.required}
          errors={errors.required}
        />
        <ErrorList messages={otherErrors(errors, ["checklistId", "required"])} />
        <SubmitButton pending={pending} pendingLabel={TEXT.saving} className="w-full sm:w-auto">
          {TEXT.save}
        </SubmitButton>
      </form>
    </section>
  );
}
