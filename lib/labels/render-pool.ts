import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { globalError } from "@/lib/core/errors";
import type { LabelFormat } from "./formats";
import type { RenderAnswer, RenderJob } from "./render-worker";
import type { LabelContent } from "./schemas";

/**
 * Label PDFs are rendered on worker threads, never on the event loop that answers every tenant's
 * requests: 1,000 labels are one to two seconds of CPU, and four at once used to stall the whole
 * portal for that long. Each process keeps a small pool (one thread less than its cores, at
 * least one, at most two) started on first use, and a short queue in front of it.
 *
 * Limits, each a 429 in the error shape:
 *  - one PDF renders at a time per user (a user's next one waits for it), and at most
 *    RENDER_PER_USER of a user's PDFs are under way at all (rendering or waiting: the dialog
 *    asks for one at a time, so more is a script), counted per process;
 *  - at most RENDER_QUEUE_MAX PDFs waiting per process: past that the portal is busy, and
 *    waiting longer would only hold requests open.
 *
 * The worker file is loaded from the project root through tsx's loader (as scripts/serve.ts runs
 * the server), so no bundler needs to know about it.
 */
export const RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
export const RENDER_QUEUE_MAX = 8;
export const RENDER_PER_USER = 3;

export const LABELS_BUSY_FOR_USER =
  "Your previous label PDFs are still being prepared. Please wait for them to finish.";
export const LABELS_BUSY = "Label printing is busy just now. Please try again in a minute.";

const WORKER_FILE = join(process.cwd(), "lib", "labels", "render-worker.ts");

type Pending = { userId: string; resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; busy: Map<number, Pending> };
type Waiting = { job: Omit<RenderJob, "id">; pending: Pending };
type Pool = { threads: Thread[]; queue: Waiting[]; perUser: Map<string, number>; nextId: number };

// One pool per process, on globalThis: Next may load this module in several bundles.
const KEY = Symbol.for("hose-portal.label-render-pool");
function pool(): Pool {
  const g = globalThis as Record<symbol, Pool | undefined>;
  return (g[KEY] ??= { threads: [], queue: [], perUser: new Map(), nextId: 1 });
}

function startThread(p: Pool): Thread {
  const worker = new Worker(WORKER_FILE, { execArgv: ["--import", "tsx"] });
  const thread: Thread = { worker, busy: new Map() };
  // An idle pool never keeps a process (or a test run) alive.
  worker.unref();
  worker.on("message", (answer: RenderAnswer) => {
    const pending = thread.busy.get(answer.id);
    thread.busy.delete(answer.id);
    if ("error" in answer) pending?.reject(new Error(answer.error));
    else pending?.resolve(answer.pdf);
    dispatch(p);
  });
  const fail = (error: Error) => {
    // A thread that died takes its jobs with it; the next job starts a fresh one.
    p.threads = p.threads.filter((t) => t !== thread);
    for (const pending of thread.busy.values()) pending.reject(error);
    thread.busy.clear();
    dispatch(p);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The label renderer stopped (exit code ${code})`)));
  p.threads.push(thread);
  return thread;
}

/**
 * Hands waiting jobs to idle threads (one job per thread at a time: rendering is all CPU), oldest
 * first, skipping a user who already has one rendering.
 */
function dispatch(p: Pool): void {
  for (;;) {
    const rendering = new Set(p.threads.flatMap((t) => [...t.busy.values()].map((b) => b.userId)));
    const next = p.queue.findIndex((w) => !rendering.has(w.pending.userId));
    if (next < 0) return;
    let thread = p.threads.find((t) => t.busy.size === 0);
    if (!thread && p.threads.length < RENDER_THREADS) thread = startThread(p);
    if (!thread) return;
    const { job, pending } = p.queue.splice(next, 1)[0]!;
    const id = p.nextId++;
    thread.busy.set(id, pending);
    thread.worker.postMessage({ id, ...job } satisfies RenderJob);
  }
}

/**
 * The PDF of `labels` on `format`, rendered on the pool for `userId`. 429 while this user already
 * has RENDER_PER_USER under way, or while the process's queue is full.
 */
export async function renderLabelsOffThread(
  userId: string,
  format: LabelFormat,
  labels: LabelContent[],
  startAt = 1,
  title?: string,
): Promise<Uint8Array> {
  const p = pool();
  const mine = p.perUser.get(userId) ?? 0;
  if (mine >= RENDER_PER_USER) throw globalError("RATE_LIMITED", LABELS_BUSY_FOR_USER);
  if (p.queue.length >= RENDER_QUEUE_MAX) throw globalError("RATE_LIMITED", LABELS_BUSY);
  p.perUser.set(userId, mine + 1);
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      p.queue.push({ job: { format: format.id, labels, startAt, title }, pending: { userId, resolve, reject } });
      dispatch(p);
    });
  } finally {
    const left = (p.perUser.get(userId) ?? 1) - 1;
    if (left > 0) p.perUser.set(userId, left);
    else p.perUser.delete(userId);
  }
}
