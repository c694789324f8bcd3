"use client";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { InfoPanel } from "@/components/ui/status-message";
import { apiRequest } from "@/lib/browser/api";
import { PACK_EXPIRED_NOTE } from "@/lib/compliance/limits";
import type { CompliancePackDto } from "@/lib/compliance/schemas";
import { formatDate } from "@/lib/dates";

/** The screen's words, in one place. */
const TEXT = {
  from: "Period from",
  to: "Period to",
  fromHint: "dd/mm/yyyy; blank: twelve months before the last day",
  toHint: "dd/mm/yyyy; blank: today",
  period: (from: string, to: string) => `Period ${formatDate(from)} to ${formatDate(to)}`,
  downloadJson: "Download JSON",
  downloadJsonOf: (title: string) => `Download JSON of ${title}`,
};

/** How often a pack that is queued or being built is asked for again. */
const POLL_MS = 1000;

/** 340 KB, 2.1 MB */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
}: {
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
            .map((f) => `${f.siteName ?? "All sites"}: ${f.status === "DONE" ? "ready to download" : "failed"}`)
            .join(". "),
        );
      setPacks((list) => list.map((p) => fresh.find((f) => f.id === p.id) ?? p));
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Each answer gives a new list: the next poll is scheduled after it.
  }, [runningKey, packs, organisationId]);

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
      fallback: "The pack could not be requested, please try again",
    });
    setPending(false);
    if (!res.ok) {
      setErrors(res.errors);
      return;
    }
    const pack = res.data;
    // The same pack already in the queue comes back as is: shown once, at the top.
    setPacks((list) => [pack, ...list.filter((p) => p.id !== pack.id)]);
    showNotice(res.message ?? "The compliance pack is being prepared");
  }

  async function download(pack: CompliancePackDto, format: "pdf" | "json") {
    setErrors({});
    const res = await apiRequest<{ url?: string }>(`/compliance-packs/${pack.id}/download?format=${format}`, {
      org: organisationId,
      fallback: "The download could not start, please try again",
    });
    if (!res.ok || !res.data?.url) {
      setErrors(res.ok ? { global: ["The download could not start, please try again"] } : res.errors);
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
          aria-label={`New compliance pack of ${customer.name}`}
          className="grid max-w-3xl gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        >
          <SelectField
            name="siteId"
            label="Site"
            placeholder="All sites"
            options={sites}
            value={site}
            onChange={(e) => setSite(e.currentTarget.value)}
            hint={`Hoses of ${customer.name} in this site and its zones, or all of them.`}
          />
          <DateField name="from" label={TEXT.from} hint={TEXT.fromHint} errors={errors.from} optional />
          <DateField name="to" label={TEXT.to} hint={TEXT.toHint} errors={errors.to} optional />
          <Button type="submit" pending={pending} pendingLabel="Requesting" className="lg:mb-7">
            Create compliance pack
          </Button>
        </form>
      ) : null}
      <ErrorList messages={messages} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="packs-heading" className="space-y-3">
        <h2 id="packs-heading" className="text-lg font-semibold">
          {customer ? `Packs of ${customer.name}` : "Recent packs"}
        </h2>
        {packs.length === 0 ? (
          <InfoPanel>No compliance packs yet.</InfoPanel>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {packs.map((p) => (
              <PackItem key={p.id} pack={p} showCustomer={!customer} onDownload={(format) => download(p, format)} />
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
}: {
  pack: CompliancePackDto;
  showCustomer: boolean;
  onDownload: (format: "pdf" | "json") => void;
}) {
  const title = `${showCustomer ? `${p.organisationName}: ` : ""}${p.siteName ?? "All sites"}`;
  const percent = p.hosesTotal ? Math.round((p.hosesDone / p.hosesTotal) * 100) : 0;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={title}>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium break-words">{title}</p>
        <p className="text-sm">{TEXT.period(p.periodFrom, p.periodTo)}</p>
        <p className="text-sm text-muted">
          Requested by {p.requestedByName} on {formatDate(p.createdAt)}
          {p.status === "DONE" ? ` - ${p.hosesTotal.toLocaleString("en-GB")} hoses` : ""}
          {p.status === "DONE" && p.size ? `, ${fileSize(p.size)}` : ""}
        </p>
        {active(p) ? (
          <div className="max-w-sm space-y-1">
            <div
              role="progressbar"
              aria-label={`Progress of ${title}`}
              aria-valuemin={0}
              aria-valuemax={p.hosesTotal}
              aria-valuenow={p.hosesDone}
              aria-valuetext={`${p.hosesDone} of ${p.hosesTotal} hoses`}
              className="h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm">
              {p.status === "QUEUED"
                ? "Queued"
                : `Building: ${p.hosesDone.toLocaleString("en-GB")} of ${p.hosesTotal.toLocaleString("en-GB")} hoses`}
            </p>
          </div>
        ) : null}
        {p.status === "FAILED" ? (
          <p className="text-sm text-error">This pack could not be built. Please create it again.</p>
        ) : null}
        {p.status === "EXPIRED" ? <p className="text-sm text-muted">{PACK_EXPIRED_NOTE}</p> : null}
      </div>
      {p.status === "DONE" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onDownload("pdf")} aria-label={`Download PDF of ${title}`}>
            Download PDF
          </Button>
          {p.hasJson ? (
            <Button variant="secondary" onClick={() => onDownload("json")} aria-label={TEXT.downloadJsonOf(title)}>
              {TEXT.downloadJson}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
