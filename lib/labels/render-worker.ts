/**
 * The label renderer's thread (render-pool.ts starts it): renders one PDF per message, off the
 * event loop that answers requests. Plain relative imports only, so it runs with nothing more
 * than tsx's loader (no bundler, no path aliases, no server-only guard).
 */
import { parentPort } from "node:worker_threads";
import { labelFormats, type LabelFormatId } from "./formats";
import { renderLabels } from "./render-labels";
import type { LabelContent } from "./schemas";

export type RenderJob = {
  id: number;
  format: LabelFormatId;
  labels: LabelContent[];
  startAt: number;
  title?: string;
};
export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on("message", (job: RenderJob) => {
  renderLabels(labelFormats[job.format], job.labels, job.startAt, job.title).then(
    (pdf) => parentPort!.postMessage({ id: job.id, pdf } satisfies RenderAnswer, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
