"use client";
import { useCallback, useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { HumanCheck } from "./human-check";

/** The human check of a form: its payload, and a fresh widget after every submit (SPEC §2.3). */
export function useHumanCheck() {
  const [payload, setPayload] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onSubmit = useCallback(() => {
    // The form data (with the payload) is already taken; a payload is single use.
    setPayload(null);
    setResetKey((k) => k + 1);
  }, []);
  return { payload, setPayload, resetKey, onSubmit };
}

export type HumanCheckState = ReturnType<typeof useHumanCheck>;

/**
 * The widget plus the hidden recaptchaResponse field the action reads. The widget's own input
 * is named "altcha" (ignored by the schemas) so the payload is sent once.
 */
export function HumanCheckField({
  check,
  errors,
  label,
  language,
}: {
  check: HumanCheckState;
  errors?: string[];
  label?: string;
  language?: string;
}) {
  return (
    <div>
      <HumanCheck
        onChange={check.setPayload}
        resetKey={check.resetKey}
        name="altcha"
        label={label}
        language={language}
      />
      {check.payload ? <input type="hidden" name="recaptchaResponse" value={check.payload} /> : null}
      <FieldError id="recaptchaResponse-error" messages={errors} />
    </div>
  );
}
