import type { ChecklistAnswer, ChecklistResultInput, Criterion } from "./schemas";

export const ANSWER_EVERY_CRITERION = "Answer every criterion of the checklist";
export const UNKNOWN_CRITERION = "This criterion is not on the checklist";
export const CRITICAL_MEANS_REPLACE = "A failed critical criterion means Replace";
export const FAILED_MEANS_MONITOR = "A failed criterion means at least Monitor";

/**
 * The result follows the answers: a failed critical criterion means Replace (Good and Monitor
 * are refused over it); any other failed criterion means at least Monitor. Every criterion is
 * answered once. Answers the answers as they are kept (with the criterion's words), or the
 * field errors.
 */
export function checkAnswers(
  criteria: Criterion[],
  results: ChecklistResultInput[],
  inspectionResult: number,
): { answers: ChecklistAnswer[]; errors: null } | { answers: null; errors: Record<string, string[]> } {
  const byId = new Map(results.map((r) => [r.criterionId, r]));
  const known = new Set(criteria.map((c) => c.id));
  if (results.some((r) => !known.has(r.criterionId)))
    return { answers: null, errors: { checklistResults: [UNKNOWN_CRITERION] } };
  if (byId.size !== results.length || criteria.some((c) => !byId.has(c.id)))
    return { answers: null, errors: { checklistResults: [ANSWER_EVERY_CRITERION] } };
  const answers = criteria.map((c) => {
    const r = byId.get(c.id)!;
    return { criterionId: c.id, text: c.text, critical: c.critical, result: r.result, note: r.note ?? null };
  });
  const least = leastResult(answers);
  if (inspectionResult < least)
    return {
      answers: null,
      errors: { inspectionResult: [least === 2 ? CRITICAL_MEANS_REPLACE : FAILED_MEANS_MONITOR] },
    };
  return { answers, errors: null };
}

/** The mildest result the answers allow: 2 Replace over a failed critical, 1 Monitor over another failure. */
export function leastResult(answers: { critical: boolean; result: string }[]): 0 | 1 | 2 {
  if (answers.some((a) => a.result === "fail" && a.critical)) return 2;
  if (answers.some((a) => a.result === "fail")) return 1;
  return 0;
}
