/**
 * What a process must close before it exits (graceful shutdown, scripts/serve.ts): the job queue,
 * the cache listener, the database pools. Each owner registers its closer when it opens the
 * resource. Kept on globalThis, not in module state: Next loads lib/ modules in several bundles
 * and scripts/serve.ts imports this file outside them, and all must see one list.
 *
 * No "server-only" here: scripts/serve.ts imports it without React's server condition.
 */
type Closer = { phase: ClosePhase; close: () => Promise<void> };

/** Closed in this order: workers first (they use the pools), then listeners, then the pools. */
export type ClosePhase = "jobs" | "listeners" | "pools";
const ORDER: ClosePhase[] = ["jobs", "listeners", "pools"];

const KEY = Symbol.for("hose-portal.closers");

function closers(): Map<string, Closer> {
  const g = globalThis as Record<symbol, Map<string, Closer> | undefined>;
  return (g[KEY] ??= new Map());
}

/** Registers (or replaces) the closer named `name`. */
export function registerCloser(name: string, phase: ClosePhase, close: () => Promise<void>): void {
  closers().set(name, { phase, close });
}

export function unregisterCloser(name: string): void {
  closers().delete(name);
}

/** Closes everything registered, phase by phase; a failing closer is logged, the rest still run. */
export async function closeAll(log: (line: string) => void = console.error): Promise<void> {
  const all = closers();
  const closed: string[] = [];
  for (const phase of ORDER) {
    const due = [...all].filter(([, c]) => c.phase === phase);
    await Promise.all(
      due.map(async ([name, c]) => {
        all.delete(name);
        try {
          await c.close();
          closed.push(name);
        } catch (error) {
          log(`[shutdown] ${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }
  log(`closed: ${closed.join(", ") || "nothing open"}`);
}
