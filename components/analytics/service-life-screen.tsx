import { PageHeader } from "@/components/ui/page-header";
import { retirementReasonIn } from "@/components/hoses/hose-form-text";
import { serviceLife } from "@/lib/analytics/service-life";
import { GROUP_BY, type GroupBy } from "@/lib/analytics/schemas";
import { portalBase } from "@/lib/portal/menu";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { CohortTable } from "./cohort-table";
import { SurvivalChart } from "./survival-chart";
import { CHART_COLOURS } from "./survival-chart-options";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import { inReadersWords } from "./service-life-words";

/** The service-life analytics of the caller's hoses (client admins, distributors, customers). */
export async function ServiceLifeScreen({ org, groupBy }: { org: string; groupBy: string | undefined }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, ctx.flags.isClientAdmin || ctx.organisation !== "admin");
  const group: GroupBy = (GROUP_BY as readonly string[]).includes(groupBy ?? "")
    ? (groupBy as GroupBy)
    : "configuration";
  const locale = await pageLocale();
  const TEXT = clientTexts(locale, "serviceLife");
  // The service answers in English (the API's words); the screen says them in the reader's language.
  const data = inReadersWords(await serviceLife(ctx, group), TEXT, (reason) =>
    retirementReasonIn(reason, { ...clientTexts(locale, "hoseForm"), locale }),
  );
  const base = `${portalBase(ctx.organisation)}/service-life`;
  const canApply = group === "configuration" && ctx.flags.isAdmin;
  const number = new Intl.NumberFormat(locale);
  const groups: Record<GroupBy, string> = {
    configuration: TEXT.groupConfiguration,
    hoseType: TEXT.groupHoseType,
    manufacturer: TEXT.groupManufacturer,
    site: TEXT.groupSite,
  };
  const charted = data.cohorts.filter((c) => c.failures > 0).slice(0, 6);
  return (
    <div className="space-y-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <nav aria-label={TEXT.groupBy} className="flex flex-wrap gap-2">
        {GROUP_BY.map((g) => (
          <a
            key={g}
            href={`${base}?groupBy=${g}`}
            aria-current={g === group ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm ${
              g === group ? "border-primary bg-primary/10 font-semibold" : "border-line"
            }`}
          >
            {groups[g]}
          </a>
        ))}
      </nav>
      {data.cohorts.length === 0 ? (
        <p className="text-muted">{TEXT.empty}</p>
      ) : (
        <>
          <section className="rounded-lg border border-line bg-surface p-4">
            <SurvivalChart
              series={charted.map((c) => ({ label: c.label, curve: c.curve }))}
              label={TEXT.chart}
              text={{ months: TEXT.axisMonths, stillInService: TEXT.axisStillInService }}
              locale={locale}
            />
            {/* Which colour is which cohort; the table carries the same, so screen readers skip it. */}
            <ul className="mt-2 flex flex-wrap gap-x-4 text-sm" aria-hidden="true" data-testid="survival-legend">
              {charted.map((c, i) => (
                <li key={c.key || "none"} className="inline-flex items-center gap-1.5">
                  <span
                    className="inline-block h-0.5 w-4"
                    style={{ backgroundColor: CHART_COLOURS[i % CHART_COLOURS.length] }}
                  />
                  {c.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="cohorts" className="space-y-2">
            <h2 id="cohorts" className="text-lg font-semibold">
              {TEXT.cohorts}
            </h2>
            <p className="text-sm text-muted">{TEXT.rule}</p>
            <CohortTable org={org} cohorts={data.cohorts} canApply={canApply} text={TEXT} locale={locale} />
          </section>
        </>
      )}
      <section aria-labelledby="modes" className="space-y-2">
        <h2 id="modes" className="text-lg font-semibold">
          {TEXT.modes}
        </h2>
        {data.failureModes.length ? (
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {data.failureModes.slice(0, 5).map((m) => (
              <li key={m.reason}>{formatText(TEXT.modeCount, { reason: m.label, count: number.format(m.count) })}</li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{TEXT.noModes}</p>
        )}
      </section>
    </div>
  );
}
