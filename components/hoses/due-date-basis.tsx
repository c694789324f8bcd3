"use client";
import { useId, useState } from "react";
import { apiRequest } from "@/lib/browser/api";
import { formatText } from "@/lib/i18n/format-text";

/** The words of the explanation, together for translation. */
export const DUE_DATE_BASIS_TEXT = {
  button: "Why these dates?",
  buttonFor: (name: string) => `Why these dates? ${name}`,
  loading: "Loading…",
  inspection: "Next inspection",
  replacement: "Replacement",
  none: "No inspection or replacement is due for this hose.",
  failed: "The explanation could not be loaded. Please try again.",
};

/** The catalogue's entries for the explanation. */
type DueDateBasisCatalogueText = Record<
  "whyDates" | "whyDatesFor" | "basisLoading" | "basisInspection" | "basisReplacement" | "basisNone" | "basisFailed",
  string
>;

const basisText = (text: DueDateBasisCatalogueText): typeof DUE_DATE_BASIS_TEXT => ({
  button: text.whyDates,
  buttonFor: (name: string) => formatText(text.whyDatesFor, { name }),
  loading: text.basisLoading,
  inspection: text.basisInspection,
  replacement: text.basisReplacement,
  none: text.basisNone,
  failed: text.basisFailed,
});

type Basis = { nextInspectionBasis: string; replacementBasis: string };

/**
 * A disclosure beside a hose's due dates in the list: opened, it fetches the hose
 * (GET /hoses/{id}) once and shows the sentences that say which rule set each date and at which
 * level. Fetched on demand so a page of hoses does not resolve every hose's policies.
 */
export function DueDateBasis({
  org,
  hoseId,
  name,
  text,
}: {
  org: string;
  hoseId: string;
  name: string;
  /** The words in the page's language (the `hoses` catalogue namespace); British English without. */
  text?: DueDateBasisCatalogueText;
}) {
  const panel = useId();
  const [open, setOpen] = useState(false);
  const [basis, setBasis] = useState<Basis | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    const next = !open;
    setOpen(next);
    if (!next || basis) return;
    setFailed(false);
    const res = await apiRequest<Basis>(`/hoses/${hoseId}`, { org });
    if (res.ok)
      setBasis({ nextInspectionBasis: res.data.nextInspectionBasis, replacementBasis: res.data.replacementBasis });
    else setFailed(true);
  };
  const T = text ? basisText(text) : DUE_DATE_BASIS_TEXT;
  return (
    <span className="block">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        aria-label={T.buttonFor(name)}
        onClick={toggle}
        className="min-h-6 text-xs text-primary underline underline-offset-2"
      >
        {T.button}
      </button>
      <span id={panel} hidden={!open} role="status" className="mt-1 block max-w-72 rounded-md bg-canvas p-2 text-xs">
        {failed ? (
          T.failed
        ) : !basis ? (
          T.loading
        ) : !basis.nextInspectionBasis && !basis.replacementBasis ? (
          T.none
        ) : (
          <>
            {basis.nextInspectionBasis ? (
              <span className="block">
                <strong>{T.inspection}:</strong> {basis.nextInspectionBasis}
              </span>
            ) : null}
            {basis.replacementBasis ? (
              <span className="block">
                <strong>{T.replacement}:</strong> {basis.replacementBasis}
              </span>
            ) : null}
          </>
        )}
      </span>
    </span>
  );
}
