import { ButtonLink } from "@/components/ui/button-link";
import { orNotFound } from "@/lib/core/errors";
import { unitsOf } from "@/lib/units/convert";
import { formatBore, formatLength, formatPressure } from "@/lib/units/format";
import { Chip } from "@/components/ui/chip";
import { DetailList } from "@/components/ui/detail-list";
import { ErrorList } from "@/components/ui/error-list";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { formatDateIn, today } from "@/lib/dates";
import { getHose } from "@/lib/hoses/get-hose";
import type { HoseDetail } from "@/lib/hoses/hose-row";
import { hosesScreen } from "@/lib/hoses/screen";
import { openQuotesOfHose } from "@/lib/quotes/open-quotes";
import { getTranslations } from "next-intl/server";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/web/locale";
import { hoseTimeline } from "@/lib/hoses/timeline";
import type { HoseFormText } from "./hose-form";
import { retirementReasonIn } from "./hose-form-text";
import { hoseChanges } from "@/lib/hoses/activity";
import { filteredHref } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { canPrintLabels } from "@/lib/labels/access";
import { hoseQuoteAction } from "@/lib/quotes/screen";
import { quoteViewer } from "@/lib/quotes/access";
import { quoteTitleIn, quotesText } from "@/components/quotes/quote-text";
import { PrintLabelsDialog } from "@/components/labels/print-labels-dialog";
import { labelsText } from "@/components/labels/labels-text";
import { HoseActionBar } from "./hose-action-bar";
import { DocumentsTextProvider, HoseDocuments } from "./hose-documents";
import { HoseStatusChip, LastInspection, NextInspection } from "./hose-status";
import { hoseStateText } from "./hose-state-text";
import { type HoseStateText, archivedIn, hoseTitleIn, locationIn, statusLabel } from "./hose-text";
import { formatText } from "@/lib/i18n/format-text";
import { HoseTimeline, timelineIn } from "./hose-timeline";
import { NfcTagActions } from "./nfc-tag-actions";
import { scanText } from "@/components/scan/scan-words";

/**
 * The hose page's words in the page's language: the `hose` catalogue namespace, whose British
 * English entries are the texts this page has always shown.
 */
type HoseText = Awaited<ReturnType<typeof getTranslations<"hose">>>;

/** Why a hose reads Replace: its latest inspection found it so, or its replacement date has passed. */
function replaceReasonIn(
  hose: HoseDetail,
  t: HoseText,
  state: HoseStateText,
  date: (d: string) => string,
): string | null {
  if (hose.status !== 2) return null;
  if (hose.lastInspectionResult === 2 && hose.lastInspectionDate)
    return t("replaceFound", { date: date(hose.lastInspectionDate) });
  if (hose.replacementDate) return t("replacePassed", { date: date(hose.replacementDate) });
  return statusLabel(2, state);
}

/** The intervals row: the customer's, or the hose's own (the timeline override). */
function intervalsIn(hose: HoseDetail, t: HoseText): string {
  const inspection = hose.hoseInspectionMonths;
  const replacement = hose.hoseReplacementMonths;
  if (inspection === null && replacement === null) return t("intervalsCustomer");
  if (inspection !== null && replacement !== null) return t("intervalsBoth", { inspection, replacement });
  if (inspection !== null) return t("intervalsInspection", { inspection });
  return t("intervalsReplacement", { replacement: replacement! });
}

/** The sleeving and certificates row: what was fitted and supplied with the hose. */
function fittedIn(hose: HoseDetail, t: HoseText): string {
  const flags = [hose.sleeving, hose.testCertificate, hose.conformityCertificate];
  if (flags.every((f) => f === null)) return t("notRecorded");
  const yes = [
    hose.sleeving ? t("sleeving") : null,
    hose.testCertificate ? t("testCertificate") : null,
    hose.conformityCertificate ? t("conformityCertificate") : null,
  ].filter((x): x is string => x !== null);
  return yes.length ? yes.join(", ") : t("none");
}

/**
 * Why the due dates fall where they do (the rule and the level it comes from), why the hose
 * was retired, and the hoses it replaced and was replaced by, linked both ways.
 */
function ServiceLife({
  hose,
  hrefOf,
  t,
  state,
  form,
}: {
  hose: HoseDetail;
  hrefOf: (id: string) => string;
  t: HoseText;
  state: HoseStateText;
  /** The hose form's words: the retirement reasons' labels. */
  form: HoseFormText;
}) {
  const link = (h: NonNullable<HoseDetail["predecessor"]>) => (
    <a
      href={hrefOf(h.id)}
      className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline"
    >
      {hoseTitleIn(h, state)}
    </a>
  );
  const rows: Array<{ label: string; value: React.ReactNode }> = [];
  if (hose.nextInspectionBasis) rows.push({ label: t("basisInspection"), value: hose.nextInspectionBasis });
  if (hose.replacementBasis) rows.push({ label: t("basisReplacement"), value: hose.replacementBasis });
  if (hose.retirementReason)
    rows.push({ label: t("retiredBecause"), value: retirementReasonIn(hose.retirementReason, form) });
  if (hose.storageBasis) rows.push({ label: t("storage"), value: hose.storageBasis });
  if (hose.predecessor) rows.push({ label: t("replaces"), value: link(hose.predecessor) });
  if (hose.successor) rows.push({ label: t("replacedBy"), value: link(hose.successor) });
  if (!rows.length) return null;
  return (
    <section aria-labelledby="hose-life" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="hose-life" className="text-sm font-medium text-muted">
        {t("serviceLife")}
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

/** The hose the page shows, or null when it is not there for this caller (absent or foreign). */
export async function loadHose(org: string, hoseId: string, locale?: Locale): Promise<HoseDetail | null> {
  const ctx = await requirePortalCtx(org);
  return orNotFound(getHose(ctx, hoseId, today(), locale));
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
  const locale = await pageLocale();
  const t = await getTranslations("hose");
  const tl = await getTranslations("timeline");
  const checklistWords = await getTranslations("inspectionChecklist");
  const state = hoseStateText(locale);
  const date = (value: string) => formatDateIn(value, locale);
  const hose = await loadHose(org, hoseId, locale);
  if (!hose) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">{t("unableToLoad")}</h1>
        <ErrorList messages={[t("notAvailable")]} />
        <ButtonLink href={listHref} variant="secondary">
          {t("backToList")}
        </ButtonLink>
      </div>
    );
  }
  const day = today();
  const base = `${listHref}/${hose.id}`;
  const [changes, openQuotes] = await Promise.all([hoseChanges(ctx, hose.id), openQuotesOfHose(ctx, hose.id)]);
  const canChange = screen.canChange(hose);
  // Implies canChange (an active hose, a user who changes hose records): shown in the same group.
  const quoteAction = hoseQuoteAction(ctx, hose);
  // The quote action's label comes in English from the quotes' rules.
  const quoteLabel =
    quoteAction === "Request quote" ? t("requestQuote") : quoteAction === "Offer quote" ? t("offerQuote") : quoteAction;
  const c = hose.hoseConfiguration;
  const units = unitsOf(ctx);
  const connection = (name: string | null, size: string | null, type: string | null) =>
    [name, size, type].filter(Boolean).join(" ") || null;
  const replaceReason = replaceReasonIn(hose, t, state, date);
  const uninstalled = hose.organisationZoneId === null;
  const printLabel = canPrintLabels(ctx) && !!hose.tagId && !hose.deletedAt;

  return (
    // Every documents control on the page (the panel, the timeline's photos) in its language.
    <DocumentsTextProvider text={{ ...clientTexts(locale, "documents"), locale }}>
      <div className="space-y-6">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="text-sm">
              <a
                href={listHref}
                className="inline-flex min-h-11 items-center text-primary underline-offset-2 hover:underline"
              >
                {t("list")}
              </a>
            </p>
            <h1 className="text-2xl font-semibold tracking-tight break-words">{hoseTitleIn(hose, state)}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <HoseStatusChip status={hose.status} text={state} />
              {hose.deletedAt ? <Chip tone="secondary">{archivedIn(state)}</Chip> : null}
              {hose.tagId ? (
                <span className="font-mono text-sm text-muted">{formatText(state.tag, { tagId: hose.tagId })}</span>
              ) : null}
            </div>
          </div>
          {canChange || printLabel ? (
            <div className="flex flex-wrap gap-2">
              {canChange ? (
                <>
                  {/* Below the desktop layout these two are in the action bar at the bottom. */}
                  <ButtonLink href={`${base}/inspect`} scroll={false} className="max-lg:hidden">
                    {t("recordInspection")}
                  </ButtonLink>
                  <ButtonLink href={`${base}/note`} variant="secondary" scroll={false} className="max-lg:hidden">
                    {t("addNote")}
                  </ButtonLink>
                  <ButtonLink href={`${base}/edit`} variant="secondary" scroll={false}>
                    {t("edit")}
                  </ButtonLink>
                  <ButtonLink href={`${base}/delete`} variant="danger" scroll={false}>
                    {t("archive")}
                  </ButtonLink>
                  <ButtonLink href={`${base}/replace`} variant="secondary" scroll={false}>
                    {t("replaceWithNew")}
                  </ButtonLink>
                  {quoteLabel ? (
                    <ButtonLink href={`${base}/quote`} variant="secondary" scroll={false}>
                      {quoteLabel}
                    </ButtonLink>
                  ) : null}
                  {/* Shown only where the browser has Web NFC. */}
                  <NfcTagActions org={org} hoseId={hose.id} nfcSerial={hose.nfcSerial} text={scanText(locale)} />
                </>
              ) : null}
              {/* A new or worn tag label for this hose. */}
              {printLabel ? (
                <PrintLabelsDialog
                  organisationId={org}
                  source={{ hoseIds: [hose.id] }}
                  count={1}
                  triggerLabel={t("printLabel")}
                  text={labelsText(locale)}
                />
              ) : null}
            </div>
          ) : null}
        </div>

        {/* A hose that reads Replace: drafting the replacement's quote is the next step. */}
        {hose.status === 2 && quoteLabel && !openQuotes.length ? (
          <section aria-labelledby="hose-replace-offer" className="rounded-lg border border-error/40 bg-surface p-4">
            <h2 id="hose-replace-offer" className="text-sm font-semibold text-error">
              {t("replaceOfferTitle")}
            </h2>
            <p className="mt-1 text-sm">{t("replaceOfferBody")}</p>
            <div className="mt-2">
              <ButtonLink href={`${base}/quote`} scroll={false}>
                {t("replaceOfferAction")}
              </ButtonLink>
            </div>
          </section>
        ) : null}

        {/* A quote already asked for this hose: said here, so nobody asks twice. */}
        {openQuotes.length ? (
          <section aria-labelledby="hose-quotes" className="rounded-lg border border-primary/30 bg-primary/5 p-4">
            <h2 id="hose-quotes" className="text-sm font-semibold">
              {t("openQuotes")}
            </h2>
            <ul className="mt-1 space-y-1">
              {openQuotes.map((q) => (
                <li key={q.id} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                  <span>
                    {t("openQuote", {
                      title: quoteTitleIn(quoteViewer(ctx), q, quotesText(locale)),
                      date: date(q.createdAt),
                    })}
                  </span>
                  <a
                    href={`${portalBase(ctx.organisation)}/quote-requests/${q.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    {t("viewQuote")}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="grid gap-4 md:grid-cols-3">
          <section aria-labelledby="hose-due" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="hose-due" className="text-sm font-medium text-muted">
              {t("inspection")}
            </h2>
            {/* One account of what is due: what to do now first, then the dates the lists show. */}
            <div className="mt-2 space-y-1">
              {uninstalled ? <p className="text-sm text-muted">{t("notInstalled")}</p> : null}
              {replaceReason ? <p className="text-sm font-semibold text-error">{replaceReason}</p> : null}
              <NextInspection hose={hose} today={day} text={state} />
              {replaceReason && hose.nextInspectionDate ? (
                <p className="text-sm text-muted">{t("inService", { date: date(hose.nextInspectionDate) })}</p>
              ) : null}
              <p>
                <LastInspection hose={hose} text={state} />
              </p>
              {hose.replacementDate && !replaceReason ? (
                <p className={`text-sm ${hose.replacementWarning ? "font-semibold text-error" : "text-muted"}`}>
                  {t("replacementDueOn", { date: date(hose.replacementDate) })}
                </p>
              ) : null}
            </div>
          </section>
          <section aria-labelledby="hose-location" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="hose-location" className="text-sm font-medium text-muted">
              {t("location")}
            </h2>
            <p className={`mt-2 ${hose.organisationZoneName ? "" : "text-muted"}`}>{locationIn(hose, state)}</p>
            <p className="mt-1 text-sm text-muted">
              {hose.customerName}
              {hose.distributorName ? t("suppliedBy", { name: hose.distributorName }) : ""}
            </p>
          </section>
          <section aria-labelledby="hose-config" className="rounded-lg border border-line bg-surface p-4">
            <h2 id="hose-config" className="text-sm font-medium text-muted">
              {t("configuration")}
            </h2>
            <p className="mt-2">{c?.name ?? <span className="text-muted">{t("none")}</span>}</p>
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

        <ServiceLife
          hose={hose}
          hrefOf={(id) => `${listHref}/${id}`}
          t={t}
          state={state}
          form={{ ...clientTexts(locale, "hoseForm"), locale }}
        />

        <div className="grid gap-6 lg:grid-cols-5">
          <section aria-labelledby="hose-details" className="space-y-3 lg:col-span-3">
            <h2 id="hose-details" className="text-lg font-semibold">
              {t("details")}
            </h2>
            <DetailList
              notSet={t("notSet")}
              items={[
                {
                  label: t("connection1"),
                  value: c ? connection(c.connection1, c.connection1JumpSize, c.connection1Type) : null,
                },
                {
                  label: t("connection2"),
                  value: c ? connection(c.connection2, c.connection2JumpSize, c.connection2Type) : null,
                },
                ...(c && c.orientation ? [{ label: t("orientation"), value: `${c.orientation}°` }] : []),
                { label: t("manufacturer"), value: hose.manufacturer },
                { label: t("manufactureDate"), value: hose.manufactureDate ? date(hose.manufactureDate) : null },
                { label: t("buildDate"), value: hose.buildDate ? date(hose.buildDate) : null },
                { label: t("installationDate"), value: hose.installationDate ? date(hose.installationDate) : null },
                // The hose's own replacement date (service life), beside the dates it is counted from.
                {
                  label: t("replacementDate"),
                  value: hose.replacementDate ? date(hose.replacementDate) : null,
                },
                { label: t("intervals"), value: intervalsIn(hose, t) },
                { label: t("fitted"), value: fittedIn(hose, t) },
                ...(hose.deletedAt
                  ? [
                      {
                        label: t("archived"),
                        value: hose.deletedUser
                          ? t("archivedOn", { date: date(hose.deletedAt), name: hose.deletedUser.fullName })
                          : date(hose.deletedAt),
                      },
                    ]
                  : []),
              ]}
            />
            <h2 className="pt-3 text-lg font-semibold" id="hose-documents">
              {t("documents")}
            </h2>
            <HoseDocuments org={org} hoseId={hose.id} uploads={hose.uploads} canChange={canChange} />
          </section>
          <section aria-labelledby="hose-history" className="space-y-3 lg:col-span-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="hose-history" className="text-lg font-semibold">
                {t("timeline")}
              </h2>
              <a
                href={filteredHref(`${portalBase(ctx.organisation)}/inspections`, { hose: hose.id })}
                className="inline-flex min-h-11 items-center text-sm text-primary underline-offset-2 hover:underline"
              >
                {t("allInspections")}
              </a>
            </div>
            <HoseTimeline
              org={org}
              entries={timelineIn(hoseTimeline(hose, changes), hose, tl, checklistWords)}
              text={clientTexts(locale, "timeline")}
              state={state}
              photosFor={canChange ? hose.id : undefined}
              manageReports={ctx.flags.isAdmin}
            />
          </section>
        </div>
        {canChange ? (
          <HoseActionBar
            inspectHref={`${base}/inspect`}
            noteHref={`${base}/note`}
            text={{ bar: t("actionsBar"), inspect: t("recordInspection"), note: t("addNote") }}
            scan={scanText(locale)}
          />
        ) : null}
      </div>
    </DocumentsTextProvider>
  );
}
