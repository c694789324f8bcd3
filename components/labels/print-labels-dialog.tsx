"use client";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { lazyTriggerProps, useLazyDialog } from "@/components/ui/use-when-wanted";
import type { LabelSource, LabelsText } from "./print-labels-panel";

// The dialog itself (Radix, the form, the sheet preview) loads when it is first wanted, not with
// the list (first-load JS): on the first pointer over, focus on or tap of the button,
// or when the caller opens it. A click before it has arrived opens it as soon as it has.
// Radix's part of <Dialog> is fetched alongside, not after it.
const loadPanel = () =>
  Promise.all([import("./print-labels-panel"), import("@/components/ui/dialog-panel")]).then(
    ([m]) => m.PrintLabelsPanel,
  );

/**
 * 'Print labels': choose the label stock and where to start on a part-used sheet,
 * see the first sheet, download the PDF (POST `endpoint`, the same routes the app can call:
 * /api/v1/hoses/labels by default, /api/v1/batches/{id}/labels for a tag batch). `count` is
 * how many labels to expect, for the preview. With `inParts` (a tag batch), more than
 * MAX_LABELS labels are printed in parts of MAX_LABELS, one PDF each, chosen here ('Tags 1,001
 * to 2,000'). With `triggerLabel` it brings its own button; without, the caller opens it
 * (`open`, `onOpenChange`), e.g. from a row's action menu.
 */
export function PrintLabelsDialog({
  organisationId,
  endpoint,
  source,
  count,
  inParts,
  triggerLabel,
  triggerVariant = "secondary",
  open: controlledOpen,
  onOpenChange,
  text,
}: {
  organisationId: string;
  endpoint?: string;
  source: LabelSource;
  count: number;
  inParts?: boolean;
  triggerLabel?: string;
  triggerVariant?: "primary" | "secondary";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's words in the page's language (labels-text.ts); British English without. */
  text?: LabelsText;
}) {
  const { open, setOpen, Panel: PrintLabelsPanel, want } = useLazyDialog(loadPanel, controlledOpen, onOpenChange);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      {triggerLabel ? (
        // What Radix's Dialog.Trigger would render: the same attributes and state.
        <Button
          ref={button}
          variant={triggerVariant}
          disabled={count === 0}
          {...lazyTriggerProps(open, contentId, want, () => setOpen(!open))}
        >
          <QrIcon />
          {triggerLabel}
        </Button>
      ) : null}
      {/* Once loaded it stays mounted, closed or open, as the dialog always was. */}
      {PrintLabelsPanel ? (
        <PrintLabelsPanel
          organisationId={organisationId}
          endpoint={endpoint}
          source={source}
          count={count}
          inParts={inParts}
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          returnFocusTo={triggerLabel ? button : undefined}
          text={text}
        />
      ) : null}
    </>
  );
}

function QrIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M3 3h6v6H3V3Zm1.5 1.5v3h3v-3h-3ZM11 3h6v6h-6V3Zm1.5 1.5v3h3v-3h-3ZM3 11h6v6h-6v-6Zm1.5 1.5v3h3v-3h-3ZM11 11h2v2h-2v-2Zm2 2h2v2h-2v-2Zm2-2h2v2h-2v-2Zm0 4h2v2h-2v-2Zm-4 0h2v2h-2v-2Z" />
    </svg>
  );
}
