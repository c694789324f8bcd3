"use client";
import { useEffect, useRef, useState } from "react";
import "uplot/dist/uPlot.min.css";

export type ChartSeries = { label: string; curve: Array<{ months: number; survival: number }> };

const COLOURS = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309", "#0f766e"];

/**
 * The survival curves, drawn by uPlot (small, canvas, kept up to date), imported only when
 * this chart mounts, so no other screen loads it. A canvas says nothing to a screen reader:
 * the figure is labelled, and the cohort table beside it carries the same numbers.
 */
export function SurvivalChart({ series, label }: { series: ChartSeries[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let plot: { destroy(): void } | null = null;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled || !box.current) return;
      // One x axis: every month any curve steps at; each curve holds its level in between.
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
      const width = Math.max(280, box.current.clientWidth);
      plot = new UPlot(
        {
          width,
          height: 280,
          legend: { show: false },
          scales: { x: { time: false }, y: { range: [0, 1] } },
          axes: [{ label: "Months in service" }, { label: "Still in service" }],
          series: [
            { label: "Months" },
            ...series.map((s, i) => ({
              label: s.label,
              stroke: COLOURS[i % COLOURS.length],
              width: 2,
              paths: UPlot.paths.stepped!({ align: 1 }),
            })),
          ],
        },
        [xs, ...ys],
        box.current,
      );
      setDrawn(true);
    });
    return () => {
      cancelled = true;
      plot?.destroy();
    };
  }, [series]);
  return (
    // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
    <figure className="overflow-x-auto" aria-label={label} tabIndex={0}>
      <div ref={box} data-testid="survival-chart" data-drawn={drawn ? "true" : "false"} role="img" aria-label={label} />
    </figure>
  );
}
