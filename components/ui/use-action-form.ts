"use client";
import { useActionState } from "react";
import type { ActionState } from "@/lib/actions/state";

export type FormState<T = unknown> = ActionState<T> & {
  /** What was typed into the kept fields, so a failed submit does not empty the form. */
  values: Record<string, string>;
};

type Action<T> = (prev: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

/**
 * useActionState for our server actions. React resets a form after its action runs; the fields
 * named in `keep` come back as `values` to use as defaultValue (never passwords).
 */
export function useActionForm<T = unknown>(action: Action<T>, keep: readonly string[] = []) {
  return useActionState<FormState<T>, FormData>(
    async (prev, formData) => {
      const values: Record<string, string> = {};
      for (const key of keep) {
        const value = formData.get(key);
        if (typeof value === "string") values[key] = value;
      }
      const result = await action(prev, formData);
      return { ...result, values };
    },
    { ok: false, errors: {}, values: {} },
  );
}

/** The error body's messages that no field shows: 'global' plus any unknown key. */
export function otherErrors(errors: Record<string, string[]>, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([key]) => !fields.includes(key))
    .flatMap(([, messages]) => messages);
}
