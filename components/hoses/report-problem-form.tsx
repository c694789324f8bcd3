"use client";
import { HumanCheckField, useHumanCheck } from "@/components/auth/human-check-field";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { StatusMessage } from "@/components/ui/status-message";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { reportProblemAction } from "@/lib/actions/report-problem";

const FIELDS = ["message", "recaptchaResponse"] as const;

/**
 * 'Report a problem' under a tag's public card (issue 15): a message and the human check the
 * register page uses. Sent, the form gives way to the thank-you; the hose gets a note and its
 * organisation's Admins an email.
 */
export function ReportProblemForm({ tagId }: { tagId: string }) {
  const [state, formAction, pending] = useActionForm(reportProblemAction.bind(null, tagId), ["message"]);
  const check = useHumanCheck();
  if (state.ok && state.message) return <StatusMessage>{state.message}</StatusMessage>;
  return (
    <form
      action={formAction}
      onSubmit={check.onSubmit}
      className="space-y-4"
      noValidate
      aria-labelledby="report-problem"
    >
      <h2 id="report-problem" className="text-base font-semibold">
        Report a problem
      </h2>
      <TextAreaField
        name="message"
        label="What is wrong with this hose?"
        rows={4}
        maxLength={2000}
        required
        defaultValue={state.values.message}
        errors={state.errors.message}
      />
      <HumanCheckField check={check} errors={state.errors.recaptchaResponse} />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel="Sending" disabled={!check.payload} className="w-full">
        Send report
      </SubmitButton>
    </form>
  );
}
