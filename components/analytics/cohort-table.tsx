"use client";
import { Button } from "@/components/ui/button";
import { useRowCommands } from "@/components/lists/use-row-commands";
import { ErrorList } from "@/components/ui/error-list";
import { applySuggestionAction } from "@/lib/actions/service-life";
import type { Cohort } from "@/lib/analytics/schemas";

export const COHORT_TEXT = {
  caption: "Service life by cohort",
  cohort: "Cohort",
  hoses: "Hoses",
  failures: "Failures",
  median: "Median life",
  p10: "10% failed by",
  planned: "Replaced after",
  suggestion: "Suggestion",
  none: "-",
  months: (m: number | null) => (m === null ? "-" : `${m} months`),
  suggest: (m: number) => `Replace after ${m} months`,
  apply: "Apply",
  applying: "Applying",
};

/**
 * The cohorts' numbers (also the chart's text alternative) and, where the evidence suggests a
 * shorter replacement interval, 'Apply' for someone who may set the configuration's policy.
 */
export function CohortTable({ org, cohorts, canApply }: { org: string; cohorts: Cohort[]; canApply: boolean }) {
  const { run, pendingId, errorsFor } = useRowCommands();
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
              <td className="py-2 pr-3">{c.hoses}</td>
              <td className="py-2 pr-3">{c.failures}</td>
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
