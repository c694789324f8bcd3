"use client";
import { useEffect, useRef, useState } from "react";
import "uplot/dist/uPlot.min.css";
import type { ChartSeries, SurvivalChartText } from "./survival-chart-options";

export type { ChartSeries, SurvivalChartText } from "./survival-chart-options";

/**
 * The survival curves, drawn by uPlot (small, canvas, kept up to date), imported only when
 * this chart mounts, so no other screen loads it; so are its options. A canvas says nothing to
 * a screen reader: the figure is labelled, and the cohort table beside it carries the same
 * numbers. The axis labels come translated (`text`), the series' labels too; the tick values
 * are formatted for `locale`. The legend is the screen's (server-rendered, CHART_COLOURS).
 */
export function SurvivalChart({
  series,
  label,
  text,
  locale,
}: {
  series: ChartSeries[];
  label: string;
  text: SurvivalChartText;
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let plot: { destroy(): void } | null = null;
    let cancelled = false;
    void Promise.all([import("uplot"), import("./survival-chart-options")]).then(
      ([{ default: UPlot }, { survivalChartOptions, survivalData }]) => {
        if (cancelled || !box.current) return;
        const width = Math.max(280, box.current.clientWidth);
        const stepped = UPlot.paths.stepped!({ align: 1 });
        plot = new UPlot(
          survivalChartOptions({ series, text, locale, width, stepped }),
          survivalData(series),
          box.current,
        );
        setDrawn(true);
      },
    );
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [series, text, locale]);
  return (
    // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
    <figure className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <div ref={box} data-testid="survival-chart" data-drawn={drawn ? "true" : "false"} role="img" aria-label={label} />
    </figure>
  );
}
