import { getTranslations } from "next-intl/server";
import { Chip } from "@/components/ui/chip";
import { formatDateIn } from "@/lib/dates";
import { nextInspectionBadge, publicCardAlert, statusChip } from "@/lib/hoses/status-text";
import type { PublicHoseCard as Card } from "@/lib/hoses/tag-link";
import { clientTexts } from "@/lib/i18n/catalogue";
import { isLocale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import { retirementLabelIn } from "./hose-form-text";

const STATUS_KEYS = ["good", "monitor", "replace", "uninstalled"] as const;

/**
 * What anyone who scans a tag sees: the hose, its state and when it is next due.
 * Its customer, site, last inspector and documents only when the organisation's settings
 * add them (the service leaves the rest out of `card`). In the page's language (the
 * `publicCard` catalogue namespace), dates as that language writes them.
 */
export async function PublicHoseCard({ card, today, locale }: { card: Card; today: Date; locale: string }) {
  const t = await getTranslations("publicCard");
  const ts = await getTranslations("status");
  const date = (value: string) => formatDateIn(value, locale);
  const chip = statusChip(card.status);
  const statusLabel = ts(STATUS_KEYS[card.status >= 0 && card.status <= 2 ? card.status : 3]!);
  const alert = publicCardAlert(card, today);
  const badge = nextInspectionBadge(card, today);
  const replaces = card.replaces;
  const replacesText = replaces
    ? [
        replaces.tagId ? t("replacesTag", { tagId: replaces.tagId }) : t("replacesEarlier"),
        replaces.retiredOn ? `, ${t("retiredOn", { date: date(replaces.retiredOn) })}` : "",
        replaces.reason
          ? ` (${retirementLabelIn(replaces.reason, { ...clientTexts(isLocale(locale) ? locale : SOURCE_LOCALE, "hoseForm"), locale })})`
          : "",
      ].join("")
    : null;
  return (
    <div className="space-y-4" data-testid="public-hose-card">
      {alert ? (
        <div
          role="alert"
          data-testid="public-card-alert"
          className="rounded-lg border-2 border-error bg-surface p-4 text-center"
        >
          <p className="text-2xl font-extrabold tracking-wide text-error">
            {card.status === 2 ? t("outOfService") : t("overdue")}
          </p>
          <p className="mt-1 text-sm">
            {card.status === 2
              ? t("outOfServiceDetail")
              : t("overdueDetail", { date: date(card.nextInspectionDate ?? "") })}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{card.name ?? card.tagId}</p>
        <Chip tone={chip.tone}>{statusLabel}</Chip>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">{t("tagId")}</dt>
        <dd className="font-mono">{card.tagId}</dd>
        {card.configuration ? (
          <>
            <dt className="text-muted">{t("hose")}</dt>
            <dd>{card.configuration}</dd>
          </>
        ) : null}
        {card.customerName !== undefined ? (
          <>
            <dt className="text-muted">{t("customer")}</dt>
            <dd>{card.customerName}</dd>
          </>
        ) : null}
        {card.location !== undefined ? (
          <>
            <dt className="text-muted">{t("location")}</dt>
            <dd>{card.location}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t("lastInspection")}</dt>
        <dd>
          {card.lastInspectionDate
            ? card.lastInspectionName
              ? t("inspectedOn", { date: date(card.lastInspectionDate), name: card.lastInspectionName })
              : date(card.lastInspectionDate)
            : t("neverInspected")}
        </dd>
        <dt className="text-muted">{t("nextDue")}</dt>
        <dd>{card.nextInspectionDate ? date(card.nextInspectionDate) : t("notDue")}</dd>
        {card.replacementBasis ? (
          <>
            <dt className="text-muted">{t("replacement")}</dt>
            <dd>{card.replacementBasis}</dd>
          </>
        ) : null}
        {replacesText ? (
          <>
            <dt className="text-muted">{t("replaces")}</dt>
            <dd>{replacesText}</dd>
          </>
        ) : null}
      </dl>
      {badge ? (
        <span
          className={`inline-flex items-center gap-1.5 text-sm ${badge.overdue ? "font-semibold text-error" : "text-ink"}`}
        >
          {badge.warningDot ? (
            <span
              className="inline-block h-2 w-2 shrink-0 rounded-full bg-error"
              role="img"
              aria-label={t("replacementWarning")}
              title={t("replacementSoon")}
            />
          ) : null}
          {t(badge.overdue ? "wasDueOn" : "dueOn", { date: date(card.nextInspectionDate!) })}
        </span>
      ) : null}
      {card.nextInspectionBasis ? <p className="text-sm text-muted">{card.nextInspectionBasis}</p> : null}
      {card.documents?.length ? (
        <section aria-labelledby="public-documents-heading" className="border-t border-line pt-4">
          <h2 id="public-documents-heading" className="mb-2 text-sm font-semibold">
            {t("documents")}
          </h2>
          <ul className="space-y-1 text-sm">
            {card.documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} className="break-all text-primary underline underline-offset-2" rel="nofollow">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
