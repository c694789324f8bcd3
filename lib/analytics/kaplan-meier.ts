/**
 * The Kaplan-Meier estimate of a survival curve from grouped counts: at each duration, how many
 * hoses ended there and how many of them failed (the rest are censored: retired for age or
 * policy, or still in service at their current age). Censored hoses count as at risk at their
 * own duration, the usual convention (a failure and a censoring at the same age: the failure
 * first).
 *
 * Works on the counts an SQL GROUP BY gives (lib/analytics/service-life.ts), so its cost is
 * the number of distinct durations, not the number of hoses.
 */
export type DurationCount = { months: number; hoses: number; failures: number };

export type SurvivalPoint = { months: number; survival: number };

export type SurvivalEstimate = {
  hoses: number;
  failures: number;
  /** S(t) after each duration with a failure, from (0, 1). */
  curve: SurvivalPoint[];
  /** The first duration at which S(t) <= 0.5 (null when the curve never gets there). */
  medianMonths: number | null;
  /** The first duration at which S(t) <= 0.9: by then 10% have failed (null when not reached). */
  p10Months: number | null;
};

export function kaplanMeier(counts: readonly DurationCount[]): SurvivalEstimate {
  const byMonth = new Map<number, { hoses: number; failures: number }>();
  for (const c of counts) {
    const cur = byMonth.get(c.months) ?? { hoses: 0, failures: 0 };
    cur.hoses += c.hoses;
    cur.failures += c.failures;
    byMonth.set(c.months, cur);
  }
  const months = [...byMonth.keys()].sort((a, b) => a - b);
  let atRisk = 0;
  let failures = 0;
  for (const m of months) {
    atRisk += byMonth.get(m)!.hoses;
    failures += byMonth.get(m)!.failures;
  }
  const hoses = atRisk;
  let survival = 1;
  const curve: SurvivalPoint[] = [{ months: 0, survival: 1 }];
  let medianMonths: number | null = null;
  let p10Months: number | null = null;
  for (const m of months) {
    const { hoses: ended, failures: failed } = byMonth.get(m)!;
    if (failed > 0 && atRisk > 0) {
      survival *= 1 - failed / atRisk;
      const point = { months: m, survival: round(survival) };
      if (curve[curve.length - 1]!.months === m) curve[curve.length - 1] = point;
      else curve.push(point);
      if (p10Months === null && survival <= 0.9 + 1e-12) p10Months = m;
      if (medianMonths === null && survival <= 0.5 + 1e-12) medianMonths = m;
    }
    atRisk -= ended;
  }
  return { hoses, failures, curve, medianMonths, p10Months };
}

const round = (v: number) => Math.round(v * 10000) / 10000;
