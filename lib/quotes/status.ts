/**
 * A quote's state as both sides read it. Stored: open, offered, accepted, declined, completed.
 * Expired is computed, not stored: an offer whose validity date has passed (the day after
 * validUntil) reads expired on every screen and in the API at once, with no job to fall behind,
 * and may no longer be accepted or declined; the distributor may price it again.
 */
export const QUOTE_STATES = ["open", "offered", "accepted", "declined", "expired", "completed"] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  open: "Open",
  offered: "Offered",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  completed: "Completed",
};

type Stored = "OPEN" | "OFFERED" | "ACCEPTED" | "DECLINED" | "COMPLETED";

/** `today` is the UTC date (midnight) the caller counts from. */
export function quoteState(
  q: { status: Stored; completedAt: Date | string | null; validUntil: Date | string | null },
  today: Date,
): QuoteState {
  if (q.completedAt || q.status === "COMPLETED") return "completed";
  if (q.status === "OFFERED") {
    const until = q.validUntil ? new Date(q.validUntil) : null;
    return until && until.getTime() < today.getTime() ? "expired" : "offered";
  }
  return q.status.toLowerCase() as QuoteState;
}

/** The moves each side may make from a state (lib/quotes/offer-quote.ts, decide-quote.ts enforce them). */
export const canOfferFrom = (s: QuoteState) => s === "open" || s === "offered" || s === "expired";
export const canDecideFrom = (s: QuoteState) => s === "offered";
