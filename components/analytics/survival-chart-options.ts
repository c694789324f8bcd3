import type uPlot from "uplot";

export type ChartSeries = { label: string; curve: Array<{ months: number; survival: number }> };

/**
 * The chart's words in the reader's language: uPlot draws the axis labels on its canvas, where
 * neither a screen reader nor the page's own text can carry them, so they come in translated.
 */
export type SurvivalChartText = { months: string; stillInService: string };

export const CHART_COLOURS = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309", "#0f766e"];

/** One x axis: every month any curve steps at; each curve holds its level in between. */
export function survivalData(series: ChartSeries[]): [number[], ...number[][]] {
  const months = [...new Set([0, ...series.flatMap((s) => s.curve.map((p) => p.months))])].sort((a, b) => a - b);
  const last = months[months.length - 1] ?? 0;
  const xs = last > 0 ? months : [0, 12];
  const ys = series.map((s) => {
    let level = 1;
    let i = 0;
    return xs.map((m) => {
      while (i < s.curve.length && s.curve[i]!.months <= m) level = s.curve[i++]!.survival;
      return level;
    });
  });
  return [xs, ...ys];
}

/**
 * uPlot's options for the survival curves. The tick values are formatted for the page's
 * language too: uPlot's own formatter follows the browser's language, which need not be the
 * portal's (a German user on an English browser would read 0.2 where German writes 20 %).
 */
export function survivalChartOptions({
  series,
  text,
  locale,
  width,
  stepped,
}: {
  series: ChartSeries[];
  text: SurvivalChartText;
  locale: string;
  width: number;
  /** uPlot.paths.stepped from the chart's own import of uPlot (this module imports only its types). */
  stepped?: uPlot.Series.PathBuilder;
}): uPlot.Options {
  const months = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const share = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 });
  return {
    width,
    height: 280,
    legend: { show: false },
    scales: { x: { time: false }, y: { range: [0, 1] } },
    axes: [
      { label: text.months, values: (_u, splits) => splits.map((v) => months.format(v)) },
      { label: text.stillInService, values: (_u, splits) => splits.map((v) => share.format(v)) },
    ],
    series: [
      { label: text.months },
      ...series.map((s, i) => ({
        label: s.label,
        stroke: CHART_COLOURS[i % CHART_COLOURS.length],
        width: 2,
        ...(stepped ? { paths: stepped } : {}),
      })),
    ],
  };
}
