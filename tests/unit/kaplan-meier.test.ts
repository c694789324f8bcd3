import { describe, expect, it } from "vitest";
import { kaplanMeier, type DurationCount } from "@/lib/analytics/kaplan-meier";

/** One hose per entry: [months, failed]. */
const counts = (hoses: Array<[number, boolean]>): DurationCount[] =>
  hoses.map(([months, failed]) => ({ months, hoses: 1, failures: failed ? 1 : 0 }));

describe("Kaplan-Meier, by hand", () => {
  it("matches the textbook product-limit estimate", () => {
    // 7 hoses: failures at 2, 4, 4, 6; censored at 3, 5, 8.
    //   2: 7 at risk, 1 fails  -> S = 6/7          = 0.8571
    //   4: 5 at risk, 2 fail   -> S = 6/7 * 3/5    = 0.5143
    //   6: 2 at risk, 1 fails  -> S = 18/35 * 1/2  = 0.2571
    const km = kaplanMeier(
      counts([
        [2, true],
        [3, false],
        [4, true],
        [4, true],
        [5, false],
        [6, true],
        [8, false],
      ]),
    );
    expect(km.curve).toEqual([
      { months: 0, survival: 1 },
      { months: 2, survival: 0.8571 },
      { months: 4, survival: 0.5143 },
      { months: 6, survival: 0.2571 },
    ]);
    expect(km).toMatchObject({ hoses: 7, failures: 4, p10Months: 2, medianMonths: 6 });
  });

  it("counts a hose censored at the same age as a failure as still at risk then", () => {
    // 4 hoses at 3 months: 1 failure, 1 censored; 2 more later. S(3) = 1 - 1/4.
    const km = kaplanMeier([
      { months: 3, hoses: 2, failures: 1 },
      { months: 9, hoses: 2, failures: 0 },
    ]);
    expect(km.curve).toEqual([
      { months: 0, survival: 1 },
      { months: 3, survival: 0.75 },
    ]);
    expect(km.medianMonths).toBeNull();
    expect(km.p10Months).toBe(3);
  });

  it("without failures the curve stays at 1 and no percentile is reached", () => {
    const km = kaplanMeier(
      counts([
        [1, false],
        [5, false],
      ]),
    );
    expect(km).toEqual({
      hoses: 2,
      failures: 0,
      curve: [{ months: 0, survival: 1 }],
      medianMonths: null,
      p10Months: null,
    });
  });

  it("an empty cohort is empty", () => {
    expect(kaplanMeier([])).toMatchObject({ hoses: 0, failures: 0, medianMonths: null });
  });
});

/** A seeded generator, so the synthetic sets are the same on every run. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Lives drawn from a known distribution (inverse transform of a uniform), censored by an
 * independent uniform follow-up, floored to whole months as the SQL aggregate does. The
 * estimate's median and 10th percentile must fall within TOLERANCE months of the truth
 * (whole-month flooring alone moves them by up to a month).
 */
const TOLERANCE = 2;

function synthetic(n: number, life: (u: number) => number, followUp: number, seed: number): DurationCount[] {
  const rand = mulberry32(seed);
  const grouped = new Map<number, DurationCount>();
  for (let i = 0; i < n; i++) {
    const t = life(rand());
    const c = rand() * followUp;
    const months = Math.floor(Math.min(t, c));
    const g = grouped.get(months) ?? { months, hoses: 0, failures: 0 };
    g.hoses += 1;
    g.failures += t <= c ? 1 : 0;
    grouped.set(months, g);
  }
  return [...grouped.values()];
}

describe("Kaplan-Meier on synthetic data sets", () => {
  it("recovers an exponential life (mean 60 months) under censoring", () => {
    const mean = 60;
    const km = kaplanMeier(synthetic(20_000, (u) => -mean * Math.log(1 - u), 150, 7));
    expect(Math.abs(km.medianMonths! - mean * Math.LN2)).toBeLessThanOrEqual(TOLERANCE); // 41.6
    expect(Math.abs(km.p10Months! - -mean * Math.log(0.9))).toBeLessThanOrEqual(TOLERANCE); // 6.3
  });

  it("recovers a Weibull life (shape 2, scale 80 months) under censoring", () => {
    const [k, scale] = [2, 80];
    const quantile = (p: number) => scale * Math.pow(-Math.log(1 - p), 1 / k);
    const km = kaplanMeier(synthetic(20_000, (u) => quantile(u), 160, 11));
    expect(Math.abs(km.medianMonths! - quantile(0.5))).toBeLessThanOrEqual(TOLERANCE); // 66.6
    expect(Math.abs(km.p10Months! - quantile(0.1))).toBeLessThanOrEqual(TOLERANCE); // 26.0
  });
});
