/**
 * How many labels one PDF holds and how a batch splits into parts. Without zod, for the 'Print
 * labels' dialog in the browser; lib/labels/schemas.ts re-exports both.
 */

/** At most this many labels in one PDF (1,000 labels in under 5 s). */
export const MAX_LABELS = 1000;

/** The parts a batch of `total` tags prints in: 1-1000, 1001-2000, ... */
export function batchParts(total: number): Array<{ from: number; to: number }> {
  const parts = [];
  for (let from = 1; from <= total; from += MAX_LABELS)
    parts.push({ from, to: Math.min(total, from + MAX_LABELS - 1) });
  return parts;
}
