"use client";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, FieldError } from "@/components/ui/field-error";
import { shrinkPhotoToBase64 } from "@/lib/hoses/documents/shrink-photo";
import { formatText } from "@/lib/i18n/format-text";
import type { HoseFormText } from "./hose-form";

/** The words of the field, together for translation. */
export const RETIREMENT_PHOTO_TEXT = {
  label: "Photo",
  optional: "(optional)",
  hint: "A photo of the damage or of the hose as it came off: kept with the archive note.",
  preparing: "Preparing the photo…",
  ready: (name: string) => `Photo ready to send: ${name}`,
  remove: "Remove photo",
  unreadable: "This photo could not be read: please choose a JPEG or PNG photo",
};

/** The field's words from the hose form's catalogue texts. */
const photoText = (text: HoseFormText): typeof RETIREMENT_PHOTO_TEXT => ({
  label: text.photo,
  optional: text.optional,
  hint: text.photoHint,
  preparing: text.photoPreparing,
  ready: (name: string) => formatText(text.photoReady, { name }),
  remove: text.removePhoto,
  unreadable: text.photoUnreadable,
});

type Photo =
  | { state: "none" }
  | { state: "reading" }
  | { state: "ready"; name: string; base64: string }
  | { state: "error"; message: string };

/**
 * The retirement's photo: shrunk in the browser to a JPEG small enough for a server action's
 * body (a phone's camera photo is several MB), then sent in two hidden fields with the archive
 * form; the server stores it as it stores every upload.
 */
export function RetirementPhotoField({
  errors = [],
  onBusy,
  text,
}: {
  errors?: string[];
  /** Told while a picked photo is being prepared, so the form can wait for it. */
  onBusy?: (busy: boolean) => void;
  /** The words in the page's language; British English without. */
  text?: HoseFormText;
}) {
  const T = text ? photoText(text) : RETIREMENT_PHOTO_TEXT;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<Photo>({ state: "none" });
  const pick = async (file: File | undefined) => {
    if (!file) return setPhoto({ state: "none" });
    setPhoto({ state: "reading" });
    onBusy?.(true);
    const base64 = await shrinkPhotoToBase64(file);
    onBusy?.(false);
    setPhoto(
      base64 ? { state: "ready", name: file.name || "photo.jpg", base64 } : { state: "error", message: T.unreadable },
    );
  };
  const all = [...(photo.state === "error" ? [photo.message] : []), ...errors];
  const errorId = all.length ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {T.label} <span className="font-normal text-muted">{T.optional}</span>
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        onChange={(e) => void pick(e.target.files?.[0])}
        aria-describedby={describedBy(`${id}-hint`, errorId)}
        aria-invalid={errorId ? true : undefined}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-canvas file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {T.hint}
      </p>
      {photo.state === "reading" ? (
        <p className="mt-1 text-sm" role="status">
          {T.preparing}
        </p>
      ) : null}
      {photo.state === "ready" ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span role="status" data-testid="retirement-photo">
            {T.ready(photo.name)}
          </span>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              if (input.current) input.current.value = "";
              setPhoto({ state: "none" });
            }}
          >
            {T.remove}
          </Button>
          <input type="hidden" name="photoBase64Data" value={photo.base64} />
          <input type="hidden" name="photoFilename" value={photo.name} />
        </div>
      ) : null}
      <FieldError id={errorId} messages={all} />
    </div>
  );
}
