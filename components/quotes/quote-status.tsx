import { Chip, type ChipTone } from "@/components/ui/chip";
import { formatDate } from "@/lib/dates";
import { QUOTE_STATE_LABELS, type QuoteState } from "@/lib/quotes/status";
import { quoteStatusText } from "@/lib/quotes/title";

const TONES: Record<QuoteState, ChipTone> = {
  open: "primary",
  offered: "warning",
  accepted: "success",
  declined: "error",
  expired: "secondary",
  completed: "success",
};

/**
 * SPEC §4: a green chip 'Completed on {date}' once completed; 'Open' until then. Between the
 * two, a priced quote reads Offered, Accepted, Declined or Expired.
 */
export function QuoteStatusChip({ completedAt, status = "open" }: { completedAt: string | null; status?: QuoteState }) {
  if (completedAt || status === "open")
    return <Chip tone={completedAt ? "success" : "primary"}>{quoteStatusText(completedAt, formatDate)}</Chip>;
  return <Chip tone={TONES[status]}>{QUOTE_STATE_LABELS[status]}</Chip>;
}
