"use client";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";

/** One hose of the search on an unfitted tag's page: fit the tag to it, or say why not. */
export function FitTagButton({
  action,
  label,
}: {
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>;
  label: string;
}) {
  const [state, formAction, pending] = useActionForm(action);
  const errors = Object.values(state.errors).flat();
  return (
    <form action={formAction} className="space-y-2">
      <Button type="submit" variant="secondary" className="min-h-11 w-full justify-center" disabled={pending}>
        {label}
      </Button>
      {errors.length ? <ErrorList messages={errors} /> : null}
    </form>
  );
}
