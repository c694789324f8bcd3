"use client";
import type { FilterValues } from "@/lib/lists/schemas";
import { useState } from "react";
import { useClient } from "@/components/providers/client-provider";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { RadioGroup } from "@/components/ui/radio-group";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { LABEL_FORMATS, labelFormats, labelsPerPage, type LabelFormatId } from "@/lib/labels/formats";
import { batchParts, MAX_LABELS } from "@/lib/labels/parts";
import { qrTargetElsewhere } from "@/lib/labels/qr-target";
import { startAtProblem } from "@/lib/labels/start-at";
import { apiDownload } from "@/lib/browser/api";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";
import { SheetPreview } from "./sheet-preview";

/**
 * The dialog's words in the page's language (the `labels` namespace, labels-text.ts), with the
 * start-at refusals it says as the user types, by their English wording. British English without.
 */
export type LabelsText = Record<keyof typeof enGB.labels, string> & {
  locale: string;
  errors: Record<string, string>;
};

/** The label formats' names in the page's language (lib/labels/formats.ts keeps the English). */
const FORMAT_KEYS: Record<LabelFormatId, keyof typeof enGB.labels> = {
  L7651: "formatL7651",
  "5160": "format5160",
  "roll-50x25": "formatRoll",
};

/** What the labels are of: ticked hoses, every hose a list's filters match, or (a batch) the route's own. */
export type LabelSource = { hoseIds: string[] } | { filters: FilterValues } | Record<string, never>;

const FORMAT_OPTIONS = LABEL_FORMATS.map((id) => ({ value: id, label: labelFormats[id].label }));

const qrTargetWarning = ({ target, here }: { target: string; here: string }) =>
  `The QR codes will open ${target}, the client's primary URL, not ${here} where you are now. Check that phones scanning the labels can reach that address.`;

/**
 * The dialog of <PrintLabelsDialog> (print-labels-dialog.tsx), loaded when it is first wanted;
 * `open` and the trigger button belong to that wrapper.
 */
export function PrintLabelsPanel({
  organisationId,
  endpoint = "/api/v1/hoses/labels",
  source,
  count,
  inParts = false,
  open,
  onOpenChange: setOpen,
  contentId,
  returnFocusTo,
  text: T,
}: {
  organisationId: string;
  endpoint?: string;
  source: LabelSource;
  count: number;
  inParts?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId?: string;
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  text?: LabelsText;
}) {
  const number = (n: number) => n.toLocaleString(T?.locale ?? "en-GB");
  const client = useClient();
  // The panel loads in the browser when the dialog is first wanted; on a server there is no address.
  const elsewhere = typeof window === "undefined" ? null : qrTargetElsewhere(client.primaryUrl, window.location.origin);
  const [format, setFormat] = useState<LabelFormatId>("L7651");
  const [startAt, setStartAt] = useState("1");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // Opening starts without the last attempt's errors.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setErrors({});
  }
  const [pending, setPending] = useState(false);
  const f = labelFormats[format];
  const single = labelsPerPage(f) === 1;
  const parts = inParts && count > MAX_LABELS ? batchParts(count) : null;
  const [partIndex, setPartIndex] = useState(0);
  const part = parts ? parts[Math.min(partIndex, parts.length - 1)]! : null;
  const labelCount = part ? part.to - part.from + 1 : count;
  // The server's rule, checked as the user types: the preview only draws a start it will accept.
  const startRule = single ? null : startAtProblem(f, startAt.trim() === "" ? NaN : Number(startAt));
  const startProblem = startRule && T ? (T.errors[startRule] ?? startRule) : startRule;
  const startErrors = startProblem ? [startProblem] : errors.startAt;

  async function download() {
    setPending(true);
    setErrors({});
    try {
      const res = await apiDownload(endpoint.replace(/^\/api\/v1/, ""), {
        org: organisationId,
        method: "POST",
        body: {
          format,
          startAt: single ? 1 : Number(startAt) || startAt,
          ...source,
          ...(part ? { from: part.from, to: part.to } : {}),
        },
        fallback: T?.failed ?? "The labels could not be made, please try again",
      });
      if (!res.ok) {
        setErrors(res.errors);
        return;
      }
      const url = URL.createObjectURL(res.data.blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = res.data.filename ?? "hose-labels.pdf";
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      showNotice(res.message ?? T?.downloaded ?? "Labels downloaded");
      // In parts: stay open on the next part, so the whole batch is printed one click a part,
      // starting where this part left its last sheet (which can go back in the printer).
      if (parts && partIndex < parts.length - 1) {
        setPartIndex(partIndex + 1);
        if (!single) setStartAt(String((((Number(startAt) || 1) - 1 + labelCount) % labelsPerPage(f)) + 1));
      } else setOpen(false);
    } finally {
      setPending(false);
    }
  }

  const other = Object.entries(errors)
    .filter(([k]) => k !== "startAt" && k !== "format" && !(part && (k === "from" || k === "to")))
    .flatMap(([, v]) => v);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      contentId={contentId}
      returnFocusTo={returnFocusTo}
      wide
      title={T?.title ?? "Print QR labels"}
      description={
        T
          ? parts
            ? formatText(T.descriptionParts, { count: number(count), max: number(MAX_LABELS), parts: parts.length })
            : formatText(T.description, { count, shown: number(count) }, T.locale)
          : parts
            ? `${count.toLocaleString("en-GB")} labels: at most ${MAX_LABELS.toLocaleString("en-GB")} fit in one PDF, so they print in ${parts.length} parts. Each label has the QR code that opens the hose, its tag id, name and configuration.`
            : `${count.toLocaleString("en-GB")} label${count === 1 ? "" : "s"}: each with the QR code that opens the hose, its tag id, name and configuration.`
      }
    >
      <form
        className="space-y-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void download();
        }}
      >
        {parts ? (
          <SelectField
            name="part"
            label={T?.partsLabel ?? "Tags to print"}
            hint={T?.partsHint ?? "In tag order. Print each part in turn."}
            options={parts.map((p, i) => ({
              value: String(i),
              label: T
                ? formatText(T.part, { n: i + 1, from: number(p.from), to: number(p.to) })
                : `Part ${i + 1}: tags ${p.from.toLocaleString("en-GB")} to ${p.to.toLocaleString("en-GB")}`,
            }))}
            value={String(partIndex)}
            onChange={(e) => setPartIndex(Number(e.target.value))}
            errors={[...(errors.from ?? []), ...(errors.to ?? [])]}
            className="max-w-sm"
          />
        ) : null}
        <RadioGroup
          name="format"
          legend={T?.format ?? "Label format"}
          options={T ? FORMAT_OPTIONS.map((o) => ({ ...o, label: T[FORMAT_KEYS[o.value]] })) : FORMAT_OPTIONS}
          value={format}
          onChange={(v) => setFormat(v as LabelFormatId)}
          errors={errors.format}
        />
        {single ? null : (
          <TextField
            name="startAt"
            label={T?.startAt ?? "Start at label"}
            hint={
              T
                ? formatText(T.startAtHint, { max: labelsPerPage(f) })
                : `To reuse a part-used sheet: the first free label, counting across then down (1 to ${labelsPerPage(f)})`
            }
            type="number"
            inputMode="numeric"
            min={1}
            max={labelsPerPage(f)}
            step={1}
            value={startAt}
            onChange={(e) => setStartAt(e.target.value)}
            errors={startErrors}
            className="max-w-56"
          />
        )}
        {startProblem ? null : (
          <SheetPreview format={f} startAt={single ? 1 : Number(startAt)} count={labelCount} text={T} />
        )}
        {elsewhere ? (
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
            {T ? formatText(T.qrTarget, elsewhere) : qrTargetWarning(elsewhere)}
          </p>
        ) : null}
        <ErrorList messages={other} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {T?.cancel ?? "Cancel"}
          </Button>
          <Button
            type="submit"
            pending={pending}
            pendingLabel={T?.making ?? "Making the PDF"}
            disabled={startProblem !== null}
          >
            {T?.download ?? "Download PDF"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
