import { ButtonLink } from "@/components/ui/button-link";
import { unitsOf } from "@/lib/units/convert";
import { formatBore, formatLength, formatPressure } from "@/lib/units/format";
import { Chip } from "@/components/ui/chip";
import { DetailList } from "@/components/ui/detail-list";
import { ErrorList } from "@/components/ui/error-list";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { formatDate, today } from "@/lib/dates";
import { getHose } from "@/lib/hoses/get-hose";
import type { HoseDetail } from "@/lib/hoses/hose-row";
import { hoseTitle, hosesScreen, locationText } from "@/lib/hoses/screen";
import { openQuotesOfHose } from "@/lib/quotes/open-quotes";
import {
  NOT_INSTALLED_TEXT,
  fittedText,
  intervalsText,
  nextInspectionInServiceText,
  openQuoteText,
  replaceReasonText,
} from "@/lib/hoses/status-text";
import { hoseTimeline } from "@/lib/hoses/timeline";
import { retirementReasonLabel } from "@/lib/hoses/retirement";
import { hoseChanges } from "@/lib/hoses/activity";
import { filteredHref } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { canPrintLabels } from "@/lib/labels/access";
import { hoseQuoteAction } from "@/lib/quotes/screen";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import { HoseActionBar } from "./hose-action-bar";
import { HoseDocuments } from "./hose-documents";
import { HoseStatusChip, LastInspection, NextInspection } from "./hose-status";
import { HoseTimeline } from "./hose-timeline";
import { NfcTagActions } from "./nfc-tag-actions";

/** The offer under a hose that reads Replace (its quote dialog drafts the replacement). */
const REPLACE_OFFER_TEXT = {
  title: "This hose needs replacing",
  body: "Draft a quote for its replacement now, so the new hose is on its way.",
  action: "Draft a quote for the replacement",
};

const LIFE_TEXT = {
  replace: "Replace with a new hose",
  heading: "Service life",
  replacedBy: "Replaced by",
  replaces: "Replaces",
  reason: "Retired because",
  inspectionBasis: "Next inspection",
  replacementBasis: "Replacement",
  storage: "Storage",
};

/**
 * Why the due dates fall where they do (the rule and the level it comes from), why the hose
 * was retired, and the hoses it replaced and was replaced by, linked both ways.
 */
function ServiceLife({ hose, hrefOf }: { hose: HoseDetail; hrefOf: (id: string) => string }) {
  const link = (h: NonNullable<HoseDetail["predecessor"]>) => (
    <a
      href={hrefOf(h.id)}
      className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline"
    >
      {h.name ?? (h.tagId ? `Tag ${h.tagId}` : "Hose")}
    </a>
  );
  const rows: Array<{ label: string; value: React.ReactNode }> = [];
  if (hose.nextInspectionBasis) rows.push({ label: LIFE_TEXT.inspectionBasis, value: hose.nextInspectionBasis });
  if (hose.replacementBasis) rows.push({ label: LIFE_TEXT.replacementBasis, value: hose.replacementBasis });
  if (hose.retirementReason)
    rows.push({ label: LIFE_TEXT.reason, value: retirementReasonLabel(hose.retirementReason) });
  if (hose.storageBasis) rows.push({ label: LIFE_TEXT.storage, value: hose.storageBasis });
  if (hose.predecessor) rows.push({ label: LIFE_TEXT.replaces, value: link(hose.predecessor) });
  if (hose.successor) rows.push({ label: LIFE_TEXT.replacedBy, value: link(hose.successor) });
  if (!rows.length) return null;
  return (
    <section aria-labelledby="hose-life" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="hose-life" className="text-sm font-medium text-muted">
        {LIFE_TEXT.heading}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((r) => (
          <div key={r.label} className="contents">
            <dt className="font-medium">{r.label}</dt>
            <dd className="break-words">{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The hose the page shows, or null when it cannot be loaded (absent, foreign, or an error). */
export async function loadHose(org: string, hoseId: string): Promise<HoseDetail | null> {
  const ctx = await requirePortalCtx(org);
  return getHose(ctx, hoseId).catch(() => null);
}

/**
 * SPEC §2.5 HoseDetail: status, due date, location, details, timeline, documents; actions
 * Record inspection, Add note, Edit and Archive (hidden for archived hoses and for users who
 * cannot change hoses). Title 'Unable to load' when the hose cannot be loaded.
 */
export async function HoseDetailScreen({ org, hoseId }: { org: string; hoseId: string }) {
  const ctx = await requirePortalCtx(org);
  const screen = hosesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const listHref = `${portalBase(ctx.organisation)}/hoses`;
  const hose = await loadHose(org, hoseId);
  if (!hose) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">Unable to load</h1>
        <ErrorList messages={["This hose does not exist or is not available to you."]} />
        <ButtonLink href={listHref} variant="secondary">
          Back to tagged hoses
        </ButtonLink>
      </div>
    );
  }
  const day = today();
  const base = `${listHref}/${hose.id}`;
  const [changes, openQuotes] = await Promise.all([hoseChanges(ctx, hose.id), openQuotesOfHose(ctx, hose.id)]);
  const canChange = screen.canChange(hose);
  // Implies canChange (an active hose, a user who changes hose records): shown in the same group.
  const quoteLabel = hoseQuoteAction(ctx, hose);
  const c = hose.hoseConfiguration;
  const units = unitsOf(ctx);
  const connection = (name: string | null, size: string | null, type: string | null) =>
    [name, size, type].filter(Boolean).join(" ") || null;
  const replaceReason = replaceReasonText(hose);
  const uninstalled = hose.organisationZoneId === null;
  const printLabel = canPrintLabels(ctx) && !!hose.tagId && !hose.deletedAt;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm">
            <a
              href={listHref}
              className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline"
            >
              Tagged hoses
            </a>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words">{hoseTitle(hose)}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <HoseStatusChip status={hose.status} />
            {hose.deletedAt ? <Chip tone="secondary">Archived</Chip> : null}
            {hose.tagId ? <span className="font-mono text-sm text-muted">Tag {hose.tagId}</span> : null}
          </div>
        </div>
        {canChange || printLabel ? (
          <div className="flex flex-wrap gap-2">
            {canChange ? (
              <>
                {/* Below the desktop layout these two are in the action bar at the bottom. */}
                <ButtonLink href={`${base}/inspect`} scroll={false} className="max-lg:hidden">
                  Record inspection
                </ButtonLink>
                <ButtonLink href={`${base}/note`} variant="secondary" scroll={false} className="max-lg:hidden">
                  Add note
                </ButtonLink>
                <ButtonLink href={`${base}/edit`} variant="secondary" scroll={false}>
                  Edit
                </ButtonLink>
                <ButtonLink href={`${base}/delete`} variant="danger" scroll={false}>
                  Archive
                </ButtonLink>
                <ButtonLink href={`${base}/replace`} variant="secondary" scroll={false}>
                  {LIFE_TEXT.replace}
                </ButtonLink>
                {quoteLabel ? (
                  <ButtonLink href={`${base}/quote`} variant="secondary" scroll={false}>
                    {quoteLabel}
                  </ButtonLink>
                ) : null}
                {/* Shown only where the browser has Web NFC. */}
                <NfcTagActions org={org} hoseId={hose.id} nfcSerial={hose.nfcSerial} />
              </>
            ) : null}
            {/* A new or worn tag label for this hose. */}
            {printLabel ? (
              <PrintLabelsDialog
                organisationId={org}
                source={{ hoseIds: [hose.id] }}
                count={1}
                triggerLabel="Print label"
              />
            ) : null}
          </div>
        ) : null}
      </div>

      {/* A hose that reads Replace: drafting the replacement's quote is the next step. */}
      {hose.status === 2 && quoteLabel && !openQuotes.length ? (
        <section aria-labelledby="hose-replace-offer" className="rounded-lg border border-error/40 bg-surface p-4">
          <h2 id="hose-replace-offer" className="text-sm font-semibold text-error">
            {REPLACE_OFFER_TEXT.title}
          </h2>
          <p className="mt-1 text-sm">{REPLACE_OFFER_TEXT.body}</p>
          <div className="mt-2">
            <ButtonLink href={`${base}/quote`} scroll={false}>
              {REPLACE_OFFER_TEXT.action}
            </ButtonLink>
          </div>
        </section>
      ) : null}

      {/* A quote already asked for this hose: said here, so nobody asks twice. */}
      {openQuotes.length ? (
        <section aria-labelledby="hose-quotes" className="rounded-lg border border-primary/30 bg-primary/5 p-4">
          <h2 id="hose-quotes" className="text-sm font-semibold">
            Open quote requests
          </h2>
          <ul className="mt-1 space-y-1">
            {openQuotes.map((q) => (
              <li key={q.id} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                <span>{openQuoteText(q.title, q.createdAt)}</span>
                <a
                  href={`${portalBase(ctx.organisation)}/quote-requests/${q.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline"
                >
                  View quote request
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <section aria-labelledby="hose-due" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="hose-due" className="text-sm font-medium text-muted">
            Inspection
          </h2>
          {/* One account of what is due: what to do now first, then the dates the lists show. */}
          <div className="mt-2 space-y-1">
            {uninstalled ? <p className="text-sm text-muted">{NOT_INSTALLED_TEXT}</p> : null}
            {replaceReason ? <p className="text-sm font-semibold text-error">{replaceReason}</p> : null}
            <NextInspection hose={hose} today={day} />
            {replaceReason && hose.nextInspectionDate ? (
              <p className="text-sm text-muted">{nextInspectionInServiceText(hose.nextInspectionDate)}</p>
            ) : null}
            <p>
              <LastInspection hose={hose} />
            </p>
            {hose.replacementDate && !replaceReason ? (
              <p className={`text-sm ${hose.replacementWarning ? "font-semibold text-error" : "text-muted"}`}>
                Replacement due on {formatDate(hose.replacementDate)}
              </p>
            ) : null}
          </div>
        </section>
        <section aria-labelledby="hose-location" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="hose-location" className="text-sm font-medium text-muted">
            Location
          </h2>
          <p className={`mt-2 ${hose.organisationZoneName ? "" : "text-muted"}`}>{locationText(hose)}</p>
          <p className="mt-1 text-sm text-muted">
            {hose.customerName}
            {hose.distributorName ? `, supplied by ${hose.distributorName}` : ""}
          </p>
        </section>
        <section aria-labelledby="hose-config" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="hose-config" className="text-sm font-medium text-muted">
            Configuration
          </h2>
          <p className="mt-2">{c?.name ?? <span className="text-muted">None</span>}</p>
          {c ? (
            <p className="mt-1 text-sm text-muted">
              {[
                c.type,
                c.boreSize ? formatBore(c.boreSize, units) : null,
                c.displayPressure ? formatPressure(c.displayPressure, units) : null,
                c.length ? formatLength(c.length, units) : null,
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : null}
        </section>
      </div>

      <ServiceLife hose={hose} hrefOf={(id) => `${listHref}/${id}`} />

      <div className="grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="hose-details" className="space-y-3 lg:col-span-3">
          <h2 id="hose-details" className="text-lg font-semibold">
            Details
          </h2>
          <DetailList
            items={[
              {
                label: "Connection 1",
                value: c ? connection(c.connection1, c.connection1JumpSize, c.connection1Type) : null,
              },
              {
                label: "Connection 2",
                value: c ? connection(c.connection2, c.connection2JumpSize, c.connection2Type) : null,
              },
              ...(c && c.orientation ? [{ label: "Orientation", value: `${c.orientation}°` }] : []),
              { label: "Manufacturer", value: hose.manufacturer },
              { label: "Manufacture date", value: hose.manufactureDate ? formatDate(hose.manufactureDate) : null },
              { label: "Build date", value: hose.buildDate ? formatDate(hose.buildDate) : null },
              { label: "Installation date", value: hose.installationDate ? formatDate(hose.installationDate) : null },
              // The hose's own replacement date (service life), beside the dates it is counted from.
              {
                label: "Replacement date",
                value: hose.replacementDate ? formatDate(hose.replacementDate) : null,
              },
              { label: "Inspection and replacement intervals", value: intervalsText(hose) },
              { label: "Sleeving and certificates", value: fittedText(hose) },
              ...(hose.deletedAt
                ? [
                    {
                      label: "Archived",
                      value: `${formatDate(hose.deletedAt)}${hose.deletedUser ? ` by ${hose.deletedUser.fullName}` : ""}`,
                    },
                  ]
                : []),
            ]}
          />
          <h2 className="pt-3 text-lg font-semibold" id="hose-documents">
            Documents
          </h2>
          <HoseDocuments org={org} hoseId={hose.id} uploads={hose.uploads} canChange={canChange} />
        </section>
        <section aria-labelledby="hose-history" className="space-y-3 lg:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="hose-history" className="text-lg font-semibold">
              Timeline
            </h2>
            <a
              href={filteredHref(`${portalBase(ctx.organisation)}/inspections`, { hose: hose.id })}
              className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-2 hover:underline"
            >
              All inspections of this hose
            </a>
          </div>
          <HoseTimeline
            org={org}
            entries={hoseTimeline(hose, changes)}
            photosFor={canChange ? hose.id : undefined}
            manageReports={ctx.flags.isAdmin}
          />
        </section>
      </div>
      {canChange ? <HoseActionBar inspectHref={`${base}/inspect`} noteHref={`${base}/note`} /> : null}
    </div>
  );
}
