import { Chip, type ChipTone } from "@/components/ui/chip";
import type { QuoteState } from "@/lib/quotes/status";

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
 * two, a priced quote reads Offered, Accepted, Declined or Expired. `label` is those words in the
 * page's language (quoteStatusIn, components/quotes/quote-text.ts).
 */
export function QuoteStatusChip({
  completedAt,
  status = "open",
  label,
}: {
  completedAt: string | null;
  status?: QuoteState;
  label: string;
}) {
  return <Chip tone={completedAt ? "success" : TONES[status]}>{label}</Chip>;
}
