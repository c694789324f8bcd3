import { describe, expect, it } from "vitest";
import { retirementReasonIn } from "@/components/hoses/hose-form-text";
import { inReadersWords } from "@/components/analytics/service-life-words";
import { survivalChartOptions, survivalData } from "@/components/analytics/survival-chart-options";
import type { ServiceLife } from "@/lib/analytics/schemas";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type uPlot from "uplot";

/**
 * The service-life screen in the reader's language: the cohort whose configuration (site, ...)
 * was not recorded and the failure modes, which the service names in English, and the chart's
 * axis labels, legend and tick values, which uPlot draws on a canvas the page scan cannot read.
 */
const words = (locale: Locale) => clientTexts(locale, "serviceLife");
const reasons = (locale: Locale) => (value: string) =>
  retirementReasonIn(value, { ...clientTexts(locale, "hoseForm"), locale });

const answer: ServiceLife = {
  groupBy: "site",
  cohorts: [
    {
      key: "site-1",
      label: "Main Quarry",
      hoses: 12,
      failures: 2,
      medianMonths: null,
      p10Months: 30,
      curve: [],
      plannedMonths: 60,
      suggestedMonths: null,
    },
    {
      key: "",
      label: "Not recorded",
      hoses: 3,
      failures: 1,
      medianMonths: null,
      p10Months: null,
      curve: [],
      plannedMonths: null,
      suggestedMonths: null,
    },
  ],
  failureModes: [
    { reason: "crimp_leak", label: "In-service failure: crimp leak", count: 2 },
    { reason: "failed_inspection", label: "Failed inspection criterion", count: 1 },
  ],
};

describe("the service-life answer in the reader's words", () => {
  it("names the unrecorded cohort and the failure modes in German, keeping the tenant's names", () => {
    const german = inReadersWords(answer, words("de"), reasons("de"));
    expect(german.cohorts.map((c) => c.label)).toEqual(["Main Quarry", "Nicht erfasst"]);
    expect(german.failureModes.map((m) => m.label)).toEqual([
      "Ausfall im Betrieb: Undichtigkeit an der Pressfassung",
      "Prüfkriterium nicht bestanden",
    ]);
    expect(german.failureModes.map((m) => m.count)).toEqual([2, 1]);
  });

  it("says British English as the service does", () => {
    const english = inReadersWords(answer, words("en-GB"), reasons("en-GB"));
    expect(english).toEqual(answer);
  });

  it("keeps a reason it does not know as the service named it", () => {
    const odd = { ...answer, failureModes: [{ reason: "goat", label: "goat", count: 1 }] };
    expect(inReadersWords(odd, words("fr"), reasons("fr")).failureModes[0]!.label).toBe("goat");
  });
});

describe("the survival chart's options", () => {
  const series = [
    { label: "Nicht erfasst", curve: [{ months: 18, survival: 0.5 }] },
    { label: "2SN 1/2", curve: [{ months: 1200, survival: 0.8 }] },
  ];
  const text = { months: words("de").axisMonths, stillInService: words("de").axisStillInService };
  const options = survivalChartOptions({ series, text, locale: "de", width: 400 });
  const ticks = (axis: number, splits: number[]) =>
    (options.axes![axis]!.values as (u: uPlot, s: number[]) => string[])({} as uPlot, splits);

  it("labels the axes and the series with the texts it is given", () => {
    expect(options.axes!.map((a) => a.label)).toEqual(["Monate im Betrieb", "Noch in Betrieb"]);
    expect(options.series.map((s) => s.label)).toEqual(["Monate im Betrieb", "Nicht erfasst", "2SN 1/2"]);
  });

  it("writes the tick values as the page's language does, not the browser's", () => {
    expect(ticks(0, [0, 600, 1200])).toEqual(["0", "600", "1.200"]);
    expect(ticks(1, [0, 0.2, 1])).toEqual(["0\u00a0%", "20\u00a0%", "100\u00a0%"]);
    const english = survivalChartOptions({ series, text, locale: "en-GB", width: 400 });
    const y = english.axes![1]!.values as (u: uPlot, s: number[]) => string[];
    expect(y({} as uPlot, [0.2])).toEqual(["20%"]);
  });

  it("steps every curve on one x axis", () => {
    expect(survivalData(series)).toEqual([
      [0, 18, 1200],
      [1, 0.5, 0.5],
      [1, 1, 0.8],
    ]);
  });
});
