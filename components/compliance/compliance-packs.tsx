"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { InfoPanel } from "@/components/ui/status-message";
import { apiRequest } from "@/lib/browser/api";
import { PACK_FILE_RETENTION_DAYS } from "@/lib/compliance/limits";
import type { CompliancePackDto } from "@/lib/compliance/schemas";
import { formatDateIn } from "@/lib/dates";
import type { Messages } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";

/**
 * The screen's words in the page's language (the `compliance` catalogue namespace), with the
 * language; templates ({name}, {title}) are filled in here.
 */
export type ComplianceText = Record<keyof Messages["compliance"], string> & { locale: string };

/** How often a pack that is queued or being built is asked for again. */
const POLL_MS = 1000;

/** 340 KB, 2.1 MB (2,1 MB in German) */
const fileSize = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

const active = (p: CompliancePackDto) => p.status === "QUEUED" || p.status === "RUNNING";

/**
 * The request form and the packs list. Asking posts to the API; packs that are
 * queued or running are polled (GET /compliance-packs/{id}) until done, their progress shown
 * as hoses done of the total; a done pack downloads through a fresh short-lived link.
 */
export function CompliancePacks({
  organisationId,
  customer,
  sites,
  initialSite,
  initialPacks,
  text,
}: {
  text: ComplianceText;
  organisationId: string;
  customer: { id: string; name: string } | null;
  sites: SelectOption[];
  initialSite: string | null;
  initialPacks: CompliancePackDto[];
}) {
  const [packs, setPacks] = useState(initialPacks);
  const [site, setSite] = useState(initialSite ?? "");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  /** Said once to screen readers when a pack being watched is ready or has failed. */
  const [announcement, setAnnouncement] = useState("");

  const running = packs.filter(active).map((p) => p.id);
  const runningKey = running.join(",");
  useEffect(() => {
    if (!runningKey) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      const answers: Array<CompliancePackDto | null> = await Promise.all(
        runningKey.split(",").map(async (id) => {
          const res = await apiRequest<CompliancePackDto>(`/compliance-packs/${id}`, { org: organisationId });
          return res.ok ? res.data : null;
        }),
      );
      if (stopped) return;
      const fresh = answers.filter((f): f is CompliancePackDto => f !== null);
      const finished = fresh.filter((f) => !active(f));
      if (finished.length)
        setAnnouncement(
          finished
            .map((f) =>
              formatText(f.status === "DONE" ? text.readyToDownload : text.failedAnnouncement, {
                site: f.siteName ?? text.allSites,
              }),
            )
            .join(". "),
        );
      setPacks((list) => list.map((p) => fresh.find((f) => f.id === p.id) ?? p));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Each answer gives a new list: the next poll is scheduled after it.
  }, [runningKey, packs, organisationId, text]);

  async function create(event: React.FormEvent) {
    event.preventDefault();
    if (!customer) return;
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const day = (name: string) => String(form.get(name) ?? "").trim() || null;
    setPending(true);
    setErrors({});
    const res = await apiRequest<CompliancePackDto>("/compliance-packs", {
      org: organisationId,
      method: "POST",
      body: { organisationId: customer.id, siteId: site || null, from: day("from"), to: day("to") },
      fallback: text.requestFailed,
    });
    setPending(false);
    if (!res.ok) {
      setErrors(res.errors);
      return;
    }
    const pack = res.data;
    // The same pack already in the queue comes back as is: shown once, at the top.
    setPacks((list) => [pack, ...list.filter((p) => p.id !== pack.id)]);
    showNotice(res.message ?? text.beingPrepared);
  }

  async function download(pack: CompliancePackDto, format: "pdf" | "json") {
    setErrors({});
    const res = await apiRequest<{ url?: string }>(`/compliance-packs/${pack.id}/download?format=${format}`, {
      org: organisationId,
      fallback: text.downloadFailed,
    });
    if (!res.ok || !res.data?.url) {
      setErrors(res.ok ? { global: [text.downloadFailed] } : res.errors);
      return;
    }
    // The link answers with Content-Disposition: attachment, so the page stays.
    window.location.assign(res.data.url);
  }

  // Field errors show at their field; the rest above the list.
  const messages = Object.entries(errors)
    .filter(([key]) => key !== "from" && key !== "to")
    .flatMap(([, list]) => list);
  return (
    <div className="space-y-6">
      {customer ? (
        <form
          onSubmit={create}
          aria-label={formatText(text.newPackOf, { name: customer.name })}
          className="grid max-w-3xl gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        >
          <SelectField
            name="siteId"
            label={text.site}
            placeholder={text.allSites}
            options={sites}
            value={site}
            onChange={(e) => setSite(e.currentTarget.value)}
            hint={formatText(text.siteHint, { name: customer.name })}
          />
          <DateField
            name="from"
            locale={text.locale}
            label={text.from}
            hint={text.fromHint}
            errors={errors.from}
            optional
          />
          <DateField name="to" locale={text.locale} label={text.to} hint={text.toHint} errors={errors.to} optional />
          <Button type="submit" pending={pending} pendingLabel={text.requesting} className="lg:mb-7">
            {text.create}
          </Button>
        </form>
      ) : null}
      <ErrorList messages={messages} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="packs-heading" className="space-y-3">
        <h2 id="packs-heading" className="text-lg font-semibold">
          {customer ? formatText(text.packsOf, { name: customer.name }) : text.recentPacks}
        </h2>
        {packs.length === 0 ? (
          <InfoPanel>{text.noPacks}</InfoPanel>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {packs.map((p) => (
              <PackItem
                key={p.id}
                pack={p}
                showCustomer={!customer}
                onDownload={(format) => download(p, format)}
                text={text}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PackItem({
  pack: p,
  showCustomer,
  onDownload,
  text,
}: {
  pack: CompliancePackDto;
  showCustomer: boolean;
  onDownload: (format: "pdf" | "json") => void;
  text: ComplianceText;
}) {
  const title = `${showCustomer ? `${p.organisationName}: ` : ""}${p.siteName ?? text.allSites}`;
  const date = (value: string) => formatDateIn(value, text.locale);
  const number = (n: number) => n.toLocaleString(text.locale);
  const percent = p.hosesTotal ? Math.round((p.hosesDone / p.hosesTotal) * 100) : 0;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={title}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm">{formatText(text.period, { from: date(p.periodFrom), to: date(p.periodTo) })}</p>
        <p className="text-sm text-muted">
          {formatText(text.requestedBy, { name: p.requestedByName, date: date(p.createdAt) })}
          {p.status === "DONE" ? formatText(text.hoseCount, { count: number(p.hosesTotal) }) : ""}
          {p.status === "DONE" && p.size ? `, ${fileSize(p.size, text.locale)}` : ""}
        </p>
        {active(p) ? (
          <div className="max-w-sm space-y-1">
            <div
              role="progressbar"
              aria-label={formatText(text.progressOf, { title })}
              aria-valuemin={0}
              aria-valuemax={p.hosesTotal}
              aria-valuenow={p.hosesDone}
              aria-valuetext={formatText(text.hosesOf, { done: p.hosesDone, total: p.hosesTotal })}
              className="h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm">
              {p.status === "QUEUED"
                ? text.queued
                : formatText(text.building, { done: number(p.hosesDone), total: number(p.hosesTotal) })}
            </p>
          </div>
        ) : null}
        {p.status === "FAILED" ? <p className="text-sm text-error">{text.failed}</p> : null}
        {p.status === "EXPIRED" ? (
          <p className="text-sm text-muted">{formatText(text.expired, { days: PACK_FILE_RETENTION_DAYS })}</p>
        ) : null}
      </div>
      {p.status === "DONE" ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => onDownload("pdf")}
            aria-label={formatText(text.downloadPdfOf, { title })}
          >
            {text.downloadPdf}
          </Button>
          {p.hasJson ? (
            <Button
              variant="secondary"
              onClick={() => onDownload("json")}
              aria-label={formatText(text.downloadJsonOf, { title })}
            >
              {text.downloadJson}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
