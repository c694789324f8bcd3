"use client";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { OfflineInspections } from "@/components/portal/offline-inspections";
import { useClient } from "@/components/providers/client-provider";
import { buttonClasses } from "@/components/ui/button-styles";
import { Chip } from "@/components/ui/chip";
import { NoticeToast } from "@/components/ui/notice-toast";
import { ScanTagButton } from "@/components/scan/scan-tag-button";
import { RouteDialogApiProvider } from "@/components/ui/route-dialog-api";
import { formatDate } from "@/lib/dates";
import { lastInspectionText, nextInspectionBadge, resultLabel, statusChip, hoseTitle } from "@/lib/hoses/status-text";
import {
  copyMeta,
  copyScope,
  keptHose,
  keptHoseByTag,
  keptHoses,
  checklistChoiceOf,
  competenceRequiredOf,
  keptNames,
  latestCopies,
  type CopyMeta,
  type KeptHose,
  type KeptName,
} from "@/lib/offline/hose-store";
import { formatDateIn } from "@/lib/dates";
import { hoseTitleIn, lastInspectionIn, nextInspectionIn, statusLabel } from "@/components/hoses/hose-text";
import { OfflineLanguageProvider, useOfflineLanguage, type OfflineLanguage } from "./offline-words";
import {
  canRecordOffline,
  hoseListPath,
  hosePath,
  noteUnknownTag,
  OFFLINE_USER_KEY,
  shellRoute,
  type ShellRoute,
} from "@/lib/offline/shell-routes";

// The form (its schema, the outbox's writes, the signature pad) loads only on 'Record
// inspection': a hose opened without a network shows its heading without compiling it first
// (the service worker keeps its chunk with the shell's).
const InspectionForm = dynamic(() => import("@/components/hoses/inspection-form").then((m) => m.InspectionForm), {
  ssr: false,
  loading: () => <p className="text-muted">…</p>,
});

type Names = Record<KeptName["kind"], Map<string, KeptName>>;

type View =
  | { kind: "loading" }
  | { kind: "noCopy" }
  | { kind: "notKept"; org: string | null }
  | { kind: "hoseNotKept"; org: string }
  | { kind: "tagNotKept"; tagId: string; org: string | null }
  | { kind: "list"; meta: CopyMeta; hoses: KeptHose[]; names: Names }
  | { kind: "hose"; meta: CopyMeta; hose: KeptHose; names: Names; inspect: boolean };

/** The list shows this many cards at most; the search narrows the rest. */
const MAX_CARDS = 200;

async function load(route: ShellRoute, userId: string | null): Promise<View> {
  if (!userId) return { kind: "noCopy" };
  if (route.kind === "tag") {
    // The tag names no organisation: the user's copies are searched, the latest synced first.
    const copies = (await latestCopies()).filter((m) => m.userId === userId);
    if (!copies.length) return { kind: "noCopy" };
    for (const meta of copies) {
      const hose = await keptHoseByTag(meta.scope, route.tagId);
      if (hose) return { kind: "hose", meta, hose, names: await keptNames(meta.scope), inspect: false };
    }
    noteUnknownTag(route.tagId.trim().toUpperCase());
    return { kind: "tagNotKept", tagId: route.tagId, org: copies[0]!.org };
  }
  if (route.kind === "other") return { kind: "notKept", org: route.org };
  const meta = await copyMeta(userId, route.org);
  if (!meta || meta.count === 0) return { kind: "noCopy" };
  const scope = copyScope(userId, route.org);
  if (route.kind === "hoses") {
    const [hoses, names] = await Promise.all([keptHoses(scope), keptNames(scope)]);
    return { kind: "list", meta, hoses, names };
  }
  const hose = await keptHose(scope, route.hoseId);
  if (!hose) return { kind: "hoseNotKept", org: route.org };
  return { kind: "hose", meta, hose, names: await keptNames(scope), inspect: route.kind === "inspect" };
}

/**
 * The offline app shell: the service worker (public/sw.js) serves this page for a hose page,
 * its 'Record inspection', the hose list and /t/{tagId} when the network fails, and it renders
 * them here, in the browser, from the hoses kept on the device (lib/offline/hose-store.ts),
 * also for pages never opened before. Links are full navigations, so each goes through the
 * worker again (the real page when the network is back). Inspections are queued in the outbox
 * (lib/offline/inspection-outbox.ts) and sent when the network returns.
 */
export function OfflineApp({ language = {} }: { language?: OfflineLanguage }) {
  return (
    <OfflineLanguageProvider value={language}>
      <Shell />
    </OfflineLanguageProvider>
  );
}

function Shell() {
  const { T, scan } = useOfflineLanguage();
  const client = useClient();
  const [view, setView] = useState<View>({ kind: "loading" });
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    const route = shellRoute(window.location.pathname);
    const user = localStorage.getItem(OFFLINE_USER_KEY);
    load(route, user).then(
      (loaded) => {
        setUserId(user);
        setView(loaded);
      },
      () => setView({ kind: "noCopy" }),
    );
  }, []);

  const org = "meta" in view ? view.meta.org : "org" in view ? view.org : null;
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2">
          <span className="truncate font-semibold">{client.name}</span>
          <div className="flex items-center gap-2">
            <ScanTagButton variant="secondary" text={scan} />
            {org ? (
              <a href={hoseListPath(org)} className={buttonClasses("secondary")}>
                {T.toList}
              </a>
            ) : null}
          </div>
        </div>
        <p role="status" className="border-t border-warning/40 bg-amber-50 px-4 py-2 text-center text-sm text-ink">
          {T.offlineBanner}
        </p>
      </header>
      <NoticeToast />
      <main id="main" className="mx-auto w-full max-w-3xl px-4 pt-6 pb-24">
        {userId ? <OfflineInspections userId={userId} /> : null}
        <Body view={view} userId={userId} />
      </main>
    </div>
  );
}

function Message({ title, text, org }: { title: string; text?: string; org?: string | null }) {
  const { T } = useOfflineLanguage();
  return (
    <section className="rounded-lg border border-line bg-surface p-6 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      {text ? <p className="mt-2 text-muted">{text}</p> : null}
      {org ? (
        <a href={hoseListPath(org)} className={buttonClasses("primary", "mt-4")}>
          {T.toList}
        </a>
      ) : null}
    </section>
  );
}

function Body({ view, userId }: { view: View; userId: string | null }) {
  const { T } = useOfflineLanguage();
  switch (view.kind) {
    case "loading":
      return <p className="text-muted">…</p>;
    case "noCopy":
      return <Message title={T.noCopy} text={T.noCopyHelp} />;
    case "notKept":
      return <Message title={T.notKept} text={T.notKeptHelp} org={view.org} />;
    case "hoseNotKept":
      return <Message title={T.hoseNotKept} text={T.notKeptHelp} org={view.org} />;
    case "tagNotKept":
      return <Message title={T.hoseNotKept} text={T.tagNotKept(view.tagId)} org={view.org} />;
    case "list":
      return <HoseList meta={view.meta} hoses={view.hoses} names={view.names} />;
    case "hose":
      return <HoseCard meta={view.meta} hose={view.hose} names={view.names} inspect={view.inspect} userId={userId!} />;
  }
}

const zoneName = (names: Names, h: KeptHose) =>
  h.organisationZoneId ? ((names.zone.get(h.organisationZoneId)?.trailName as string | undefined) ?? null) : null;
const configurationName = (names: Names, h: KeptHose) =>
  h.hoseConfigurationId ? ((names.configuration.get(h.hoseConfigurationId)?.name as string | undefined) ?? null) : null;

const syncedText = (meta: CopyMeta, T: ReturnType<typeof useOfflineLanguage>["T"], locale: string) =>
  meta.syncedAt
    ? T.keptAsOf(
        new Date(meta.syncedAt).toLocaleString(locale, {
          day: "2-digit",
          month: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
        }),
      )
    : null;

function localToday(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

function HoseList({ meta, hoses, names }: { meta: CopyMeta; hoses: KeptHose[]; names: Names }) {
  const { T, locale, state, uninstalled } = useOfflineLanguage();
  const [search, setSearch] = useState("");
  const rows = useMemo(
    () =>
      hoses
        .map((h) => ({ h, zone: zoneName(names, h), configuration: configurationName(names, h) }))
        .sort((a, b) => (a.h.nextInspectionDate ?? "9999").localeCompare(b.h.nextInspectionDate ?? "9999")),
    [hoses, names],
  );
  const needle = search.trim().toLowerCase();
  const matching = needle
    ? rows.filter((r) => [r.h.tagId, r.h.name, r.zone, r.configuration].some((v) => v?.toLowerCase().includes(needle)))
    : rows;
  const today = localToday();
  return (
    <section>
      <h1 className="text-2xl font-bold">{T.hoses}</h1>
      <p className="mt-1 text-sm text-muted">{syncedText(meta, T, locale)}</p>
      <div className="mt-4">
        <label htmlFor="offline-search" className="mb-1 block text-sm font-medium">
          {T.search}
        </label>
        <input
          id="offline-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-describedby="offline-search-hint"
          className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
        />
        <p id="offline-search-hint" className="mt-1 text-sm text-muted">
          {T.searchHint}
        </p>
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {T.shown(Math.min(matching.length, MAX_CARDS), matching.length)}
      </p>
      {matching.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-line p-6 text-center">{T.noResults}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {matching.slice(0, MAX_CARDS).map(({ h, zone }) => {
            const chip = statusChip(h.status);
            const due = state ? nextInspectionIn(h, today, state) : nextInspectionBadge(h, today);
            return (
              <li key={h.id}>
                <a
                  href={hosePath(meta.org, h.id)}
                  className="block min-h-11 rounded-lg border border-line bg-surface p-4 hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold">{state ? hoseTitleIn(h, state) : hoseTitle(h)}</span>
                    <Chip tone={chip.tone}>{state ? statusLabel(h.status, state) : chip.label}</Chip>
                  </span>
                  <span className="mt-1 block font-mono text-sm">{h.tagId}</span>
                  {due ? (
                    <span className={`block text-sm ${due.overdue ? "font-semibold text-error" : "text-muted"}`}>
                      {due.text}
                    </span>
                  ) : null}
                  <span className="block text-sm text-muted">{zone ?? uninstalled}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {matching.length > MAX_CARDS ? (
        <p className="mt-3 text-sm text-muted">{T.moreHidden(matching.length - MAX_CARDS)}</p>
      ) : null}
    </section>
  );
}

function HoseCard({
  meta,
  hose,
  names,
  inspect,
  userId,
}: {
  meta: CopyMeta;
  hose: KeptHose;
  names: Names;
  inspect: boolean;
  userId: string;
}) {
  const { T, locale, state, inspection, uninstalled } = useOfflineLanguage();
  const day = (date: string) => formatDateIn(date, locale);
  const chip = statusChip(hose.status);
  const today = localToday();
  const due = state ? nextInspectionIn(hose, today, state) : nextInspectionBadge(hose, today);
  // The inspection is recorded under the hose's own title, as on the hose page.
  const title = hoseTitle(hose);
  const shownTitle = state ? hoseTitleIn(hose, state) : title;
  const here = hosePath(meta.org, hose.id);
  const mayRecord = canRecordOffline(userId, meta.org);
  const customer = names.customer.get(hose.customerOrganisationId)?.name as string | undefined;
  const details: Array<[string, string]> = [
    [T.tag, hose.tagId ?? T.notSet],
    [T.customer, customer ?? T.notSet],
    [T.location, zoneName(names, hose) ?? uninstalled],
    [T.configuration, configurationName(names, hose) ?? T.notSet],
    [T.nextInspection, hose.nextInspectionDate ? day(hose.nextInspectionDate) : T.notSet],
    [T.replacement, hose.replacementDate ? day(hose.replacementDate) : T.notSet],
  ];
  const api = useMemo(
    () => ({ close: () => window.location.assign(here), done: () => window.location.assign(here) }),
    [here],
  );
  return (
    <section>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{shownTitle}</h1>
        <Chip tone={chip.tone}>{state ? statusLabel(hose.status, state) : chip.label}</Chip>
      </div>
      <p className="mt-1 text-sm text-muted">{syncedText(meta, T, locale)}</p>
      {inspect && mayRecord ? (
        <div className="mt-6 rounded-lg border border-line bg-surface p-4">
          <h2 className="mb-4 text-xl font-bold">{T.recordInspectionTitle}</h2>
          <RouteDialogApiProvider value={api}>
            <InspectionForm
              text={inspection}
              userId={userId}
              org={meta.org}
              hoseId={hose.id}
              hoseTitle={title}
              today={formatDate(today)}
              checklists={checklistChoiceOf(names, hose.customerOrganisationId)}
              rules={{
                requireSignature: false,
                competenceMissing: false,
                competenceUnchecked: competenceRequiredOf(names, hose.customerOrganisationId),
              }}
            />
          </RouteDialogApiProvider>
        </div>
      ) : (
        <>
          {mayRecord ? (
            <a href={`${here}/inspect`} className={buttonClasses("primary", "mt-4 w-full sm:w-auto")}>
              {T.recordInspection}
            </a>
          ) : null}
          {due ? <p className={`mt-4 ${due.overdue ? "font-semibold text-error" : ""}`}>{due.text}</p> : null}
          <p className="mt-1 text-sm text-muted">{state ? lastInspectionIn(hose, state) : lastInspectionText(hose)}</p>
          <dl className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface">
            {details.map(([label, value]) => (
              <div key={label} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-6 text-lg font-bold">{T.lastInspections}</h2>
          {hose.inspections.length === 0 ? (
            <p className="mt-2 text-muted">{T.noInspections}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {hose.inspections.map((i, n) => (
                <li key={n} className="rounded-lg border border-line bg-surface px-4 py-3">
                  <span className="font-semibold">
                    {state && i.inspectionResult !== null && i.inspectionResult >= 0 && i.inspectionResult <= 2
                      ? statusLabel(i.inspectionResult, state)
                      : resultLabel(i.inspectionResult)}
                  </span>
                  {i.inspectionDate ? <span> · {day(i.inspectionDate)}</span> : null}
                  {i.inspectedBy ? <span className="text-muted"> · {i.inspectedBy}</span> : null}
                  {i.notes ? <p className="mt-1 text-sm">{i.notes}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
