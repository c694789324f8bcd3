"use client";
import { useId, useRef, useState, useSyncExternalStore } from "react";
import { HumanCheckField, useHumanCheck } from "@/components/auth/human-check-field";
import { Button, SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { FieldError, describedBy } from "@/components/ui/field-error";
import { StatusMessage } from "@/components/ui/status-message";
import { TextAreaField } from "@/components/ui/text-area-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import { reportProblemAction } from "@/lib/actions/report-problem";
import type { ActionState } from "@/lib/actions/state";
import { shrinkPhotoToBase64 } from "@/lib/hoses/documents/shrink-photo";

const FIELDS = ["message", "recaptchaResponse", "photo"] as const;

/** The form's texts in the page's language (the `publicCard` catalogue namespace, translated on the server). */
export type ReportProblemText = {
  reportTitle: string;
  reportMessage: string;
  photo: string;
  optional: string;
  photoHint: string;
  preparingPhoto: string;
  /** "Photo ready to send: {name}": the file name is filled in here. */
  photoReady: string;
  removePhoto: string;
  photoUnreadable: string;
  offline: string;
  noScript: string;
  send: string;
  sending: string;
  humanCheck: string;
};

const noSubscription = () => () => undefined;

type Photo =
  | { state: "none" }
  | { state: "reading"; name: string }
  | { state: "ready"; name: string; base64: string }
  | { state: "error"; message: string };

/**
 * 'Report a problem' under a tag's public card: a message, an optional photo and the
 * human check the register page uses. Sent, the form gives way to the thank-you; the hose gets
 * a note (with the photo) and its organisation's Admins an email.
 *
 * The photo is shrunk in the browser (a phone's camera photo is several MB; a server action's
 * body at most 1 MB) and sent as the API takes it. Without JavaScript there is no human check,
 * so the form says so instead of offering a photo it could never send; without a network the
 * report is not lost from the page: the message stays and the form says to send it again.
 */
export function ReportProblemForm({
  tagId,
  text,
  language,
}: {
  tagId: string;
  text: ReportProblemText;
  language: string;
}) {
  const [state, formAction, pending] = useActionForm(
    async (prev: ActionState, formData: FormData): Promise<ActionState> => {
      try {
        return await reportProblemAction(tagId, prev, formData);
      } catch {
        return { ok: false, errors: { global: [text.offline] } };
      }
    },
    ["message"],
  );
  const check = useHumanCheck();
  // The photo field needs the browser's help (shrinking); it appears once the page runs.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [photo, setPhoto] = useState<Photo>({ state: "none" });
  const photoInput = useRef<HTMLInputElement>(null);
  const photoId = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return setPhoto({ state: "none" });
    setPhoto({ state: "reading", name: file.name });
    const base64 = await shrinkPhotoToBase64(file);
    setPhoto(
      base64
        ? { state: "ready", name: file.name || "photo.jpg", base64 }
        : { state: "error", message: text.photoUnreadable },
    );
  };
  const removePhoto = () => {
    if (photoInput.current) photoInput.current.value = "";
    setPhoto({ state: "none" });
  };

  if (state.ok && state.message) return <StatusMessage>{state.message}</StatusMessage>;
  const photoErrors = [
    ...(photo.state === "error" ? [photo.message] : []),
    ...(state.errors.photo ?? []),
    ...(state.errors["photo.base64Data"] ?? []),
    ...(state.errors["photo.filename"] ?? []),
  ];
  const photoErrorId = photoErrors.length ? `${photoId}-error` : undefined;
  return (
    <form
      action={formAction}
      onSubmit={check.onSubmit}
      className="space-y-4"
      noValidate
      aria-labelledby="report-problem"
    >
      <h2 id="report-problem" className="text-base font-semibold">
        {text.reportTitle}
      </h2>
      <TextAreaField
        name="message"
        label={text.reportMessage}
        rows={4}
        maxLength={2000}
        required
        defaultValue={state.values.message}
        errors={state.errors.message}
      />
      {scripted ? (
        <div>
          <label htmlFor={photoId} className="mb-1 block text-sm font-medium">
            {text.photo} <span className="font-normal text-muted">{text.optional}</span>
          </label>
          {/* capture: a phone opens its rear camera; a computer offers its files. */}
          <input
            ref={photoInput}
            id={photoId}
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            onChange={(e) => void pick(e.target.files?.[0])}
            aria-describedby={describedBy(`${photoId}-hint`, photoErrorId)}
            aria-invalid={photoErrorId ? true : undefined}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
          />
          <p id={`${photoId}-hint`} className="mt-1 text-sm text-muted">
            {text.photoHint}
          </p>
          {photo.state === "reading" ? (
            <p className="mt-1 text-sm" role="status">
              {text.preparingPhoto}
            </p>
          ) : null}
          {photo.state === "ready" ? (
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
              <span role="status" data-testid="report-photo">
                {text.photoReady.replace("{name}", photo.name)}
              </span>
              <Button type="button" variant="secondary" onClick={removePhoto}>
                {text.removePhoto}
              </Button>
              <input type="hidden" name="photoBase64Data" value={photo.base64} />
              <input type="hidden" name="photoFilename" value={photo.name} />
            </div>
          ) : null}
          <FieldError id={photoErrorId} messages={photoErrors} />
        </div>
      ) : null}
      <HumanCheckField
        check={check}
        errors={state.errors.recaptchaResponse}
        label={text.humanCheck}
        language={language}
      />
      <noscript>
        <p className="text-sm text-muted">{text.noScript}</p>
      </noscript>
      <ErrorList messages={otherErrors(state.errors, [...FIELDS, "photo.base64Data", "photo.filename"])} />
      <SubmitButton
        pending={pending}
        pendingLabel={text.sending}
        disabled={!check.payload || photo.state === "reading"}
        className="w-full"
      >
        {text.send}
      </SubmitButton>
    </form>
  );
}
