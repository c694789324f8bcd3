"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import { Button, Spinner } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-styles";
import { ErrorList } from "@/components/ui/error-list";
import { getSiteAction } from "@/lib/actions/sites";
import type { SiteDetail, SiteTreeNode } from "@/lib/sites/schemas";
import { zoneHosesHref } from "@/lib/sites/screen";
import type { SitesText } from "./sites-text";

/** Tailwind's lg: from here the tree and the quick view stand side by side (site-tree.tsx). */
const TWO_COLUMNS = "(min-width: 64rem)";

type Load = { status: "loading" } | { status: "error"; messages: string[] } | { status: "ok"; site: SiteDetail };

/**
 * The quick view of the selected node (SPEC §2.5): its trail, how many zones are directly under
 * it and how many active hoses are in it and below, with 'View hoses' (the Tagged hoses list
 * filtered to the zone and its sub-zones) and, for who prints labels, 'Print labels' of those
 * hoses. A failed load shows the error and 'Retry'.
 * Mounted with key = node id, so a new selection starts from 'loading'.
 */
export function SiteQuickView({
  organisationId,
  node,
  hosesBase,
  canPrintLabels = false,
  compliancePacks,
  reloadKey,
  text,
}: {
  text: SitesText;
  organisationId: string;
  node: SiteTreeNode | null;
  hosesBase: string;
  canPrintLabels?: boolean;
  /** The Compliance packs screen with this customer chosen, when the caller may ask for one. */
  compliancePacks?: string;
  /** Changes when the tree reloads (after a dialog): the counts are loaded again. */
  reloadKey: unknown;
}) {
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const nodeId = node?.id ?? null;
  const frameRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(false);

  // Below the two-column breakpoint the quick view sits under the whole tree, off screen: a
  // selection brings it into view and moves focus to its title, so a phone user sees, and a
  // screen reader announces, what they tapped. Mounted per selection, so this runs once each;
  // once more when the details have loaded, as the page was too short to scroll that far
  // while they were loading (the quick view is the last thing on it).
  useEffect(() => {
    if (!titleRef.current || window.matchMedia(TWO_COLUMNS).matches) return;
    titleRef.current.focus({ preventScroll: true });
    frameRef.current?.scrollIntoView({ block: "start" });
  }, []);
  useEffect(() => {
    if (load.status === "loading" || revealed.current || window.matchMedia(TWO_COLUMNS).matches) return;
    revealed.current = true;
    frameRef.current?.scrollIntoView({ block: "start" });
  }, [load.status]);

  useEffect(() => {
    if (!nodeId) return;
    let cancelled = false;
    getSiteAction(organisationId, nodeId)
      .then((result) => {
        if (cancelled) return;
        if (result.ok && result.data) setLoad({ status: "ok", site: result.data });
        else setLoad({ status: "error", messages: Object.values(result.errors).flat() });
      })
      .catch(() => {
        if (!cancelled) setLoad({ status: "error", messages: [text.loadError] });
      });
    return () => {
      cancelled = true;
    };
  }, [organisationId, nodeId, attempt, reloadKey, text.loadError]);

  // scroll-mt: clear of the sticky top bar on a phone when scrolled into view.
  const frame = "scroll-mt-20 space-y-4 rounded-xl border border-line bg-surface p-4 lg:sticky lg:top-4";

  if (!node) {
    return (
      <aside aria-label={text.quickView} className={frame}>
        <p className="text-sm text-muted">{text.selectPrompt}</p>
      </aside>
    );
  }

  return (
    <aside ref={frameRef} aria-labelledby="site-quick-view-title" className={frame}>
      <div>
        <h2
          id="site-quick-view-title"
          ref={titleRef}
          tabIndex={-1}
          className="break-words text-lg font-semibold focus:outline-none"
        >
          {node.name}
        </h2>
        <p className="mt-1 break-words text-sm text-muted">{node.trailName}</p>
      </div>
      <div aria-live="polite">
        {load.status === "loading" ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner /> {text.loadingDetails}
          </p>
        ) : load.status === "error" ? (
          <div className="space-y-3">
            <ErrorList messages={load.messages.length ? load.messages : [text.loadError]} />
            <Button
              variant="secondary"
              onClick={() => {
                setLoad({ status: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              {text.retry}
            </Button>
          </div>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-canvas p-3">
                <dt className="text-sm text-muted">{text.zonesDirectly}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="site-child-count">
                  {load.site.childCount}
                </dd>
              </div>
              <div className="rounded-lg bg-canvas p-3">
                <dt className="text-sm text-muted">{text.activeHoses}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid="site-hose-count">
                  {load.site.hoseCount}
                </dd>
              </div>
            </dl>
            <Link href={zoneHosesHref(hosesBase, node.id)} className={buttonClasses("secondary", "w-full")}>
              {text.viewHoses}
            </Link>
            {compliancePacks ? (
              <Link
                href={`${compliancePacks}&site=${encodeURIComponent(node.id)}`}
                className={buttonClasses("secondary", "w-full")}
              >
                {text.compliancePack}
              </Link>
            ) : null}
            {canPrintLabels && load.site.hoseCount > 0 ? (
              <PrintLabelsDialog
                organisationId={organisationId}
                source={{ filters: { zone: node.id } }}
                count={load.site.hoseCount}
                triggerLabel={text.printLabels}
              />
            ) : null}
          </div>
        )}
      </div>
    </aside>
  );
}
