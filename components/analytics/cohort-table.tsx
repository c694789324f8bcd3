"use client";
import { Button } from "@/components/ui/button";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { ErrorList } from "@/components/ui/error-list";
import { applySuggestionAction } from "@/lib/actions/service-life";
import type { Cohort } from "@/lib/analytics/schemas";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/** The table's texts in the reader's language (the `serviceLife` catalogue namespace; `months` and `suggest` as templates). */
export type CohortText = Record<keyof typeof enGB.serviceLife, string>;

/**
 * The cohorts' numbers (also the chart's text alternative) and, where the evidence suggests a
 * shorter replacement interval, 'Apply' for someone who may set the configuration's policy.
 * Numbers as the page's language writes them (`locale`: 1,234 in British English, 1.234 in German).
 */
export function CohortTable({
  org,
  cohorts,
  canApply,
  text,
  locale = "en-GB",
}: {
  org: string;
  cohorts: Cohort[];
  canApply: boolean;
  text: CohortText;
  locale?: string;
}) {
  const { run, pendingId, errorsFor } = useRowCommands();
  const number = (n: number) => n.toLocaleString(locale);
  const COHORT_TEXT = {
    ...text,
    none: "-",
    months: (m: number | null) => (m === null ? "-" : formatText(text.months, { m: number(m) })),
    suggest: (m: number) => formatText(text.suggest, { m: number(m) }),
  };
  return (
    // Scrolls sideways on a narrow screen: focusable and named, so a keyboard can scroll it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={COHORT_TEXT.caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{COHORT_TEXT.caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.cohort}
            </th>
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.hoses}
            </th>
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.failures}
            </th>
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.median}
            </th>
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.p10}
            </th>
            <th scope="col" className="py-2 pr-3">
              {COHORT_TEXT.planned}
            </th>
            <th scope="col" className="py-2">
              {COHORT_TEXT.suggestion}
            </th>
          </tr>
        </thead>
        <tbody>
          {cohorts.map((c) => (
            <tr key={c.key || "none"} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {c.label}
              </th>
              <td className="py-2 pr-3">{number(c.hoses)}</td>
              <td className="py-2 pr-3">{number(c.failures)}</td>
              <td className="py-2 pr-3">{COHORT_TEXT.months(c.medianMonths)}</td>
              <td className="py-2 pr-3">{COHORT_TEXT.months(c.p10Months)}</td>
              <td className="py-2 pr-3">{COHORT_TEXT.months(c.plannedMonths)}</td>
              <td className="py-2">
                {c.suggestedMonths !== null ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span>{COHORT_TEXT.suggest(c.suggestedMonths)}</span>
                    {canApply && c.key ? (
                      <Button
                        variant="secondary"
                        disabled={pendingId === c.key}
                        aria-label={`${COHORT_TEXT.apply}: ${COHORT_TEXT.suggest(c.suggestedMonths)} (${c.label})`}
                        onClick={() => run(c.key, () => applySuggestionAction(org, c.key, c.suggestedMonths!))}
                      >
                        {pendingId === c.key ? COHORT_TEXT.applying : COHORT_TEXT.apply}
                      </Button>
                    ) : null}
                    <ErrorList messages={errorsFor(c.key)} />
                  </div>
                ) : (
                  COHORT_TEXT.none
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
