import { ScanTagButton } from "@/components/scan/scan-tag-button";
import { SCAN_TEXT, type ScanText } from "@/components/scan/scan-text";
import { ButtonLink } from "@/components/ui/button-link";

/** What the hose page's phone action bar says, in one place. */
export const HOSE_ACTION_TEXT = {
  bar: "Hose actions",
  inspect: "Record inspection",
  note: "Add note",
  scanNext: SCAN_TEXT.scanNext,
} as const;

/**
 * The hose page's main actions in thumb reach below the desktop layout: a bar that sticks to the
 * bottom of the screen, just above the page frame's 'Quick actions' bar (its height: a 44 px
 * button, 8 px above it, the safe-area padding below and a 1 px border), and settles at the end
 * of the page when scrolled there, so it never covers the last of the page.
 */
export function HoseActionBar({
  inspectHref,
  noteHref,
  text = HOSE_ACTION_TEXT,
  scan,
}: {
  inspectHref: string;
  noteHref: string;
  /** The bar's words in the page's language. */
  text?: { bar: string; inspect: string; note: string };
  /** The scanner's words in the page's language (its 'Scan next' button). */
  scan?: ScanText;
}) {
  return (
    <nav
      aria-label={text.bar}
      data-testid="hose-action-bar"
      className="sticky bottom-[calc(3.3125rem+max(0.5rem,env(safe-area-inset-bottom)))] z-20 -mx-4 border-t border-line bg-surface px-4 py-2 shadow-[0_-4px_10px_-6px_rgba(0,0,0,0.2)] sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="grid grid-cols-3 gap-2">
        <ButtonLink href={inspectHref} scroll={false} className="px-2 text-center leading-tight">
          {text.inspect}
        </ButtonLink>
        <ButtonLink href={noteHref} variant="secondary" scroll={false} className="px-2 text-center leading-tight">
          {text.note}
        </ButtonLink>
        <ScanTagButton
          label={scan?.scanNext ?? HOSE_ACTION_TEXT.scanNext}
          variant="secondary"
          className="px-2 leading-tight"
          text={scan}
        />
      </div>
    </nav>
  );
}
