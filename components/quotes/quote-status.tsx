import { Chip } from "@/components/ui/chip";
import { formatDate } from "@/lib/dates";
import { quoteStatusText } from "@/lib/quotes/title";

/** SPEC §4: a green chip 'Completed on {date}' once completed; 'Open' until then. */
export function QuoteStatusChip({ completedAt }: { completedAt: string | null }) {
  return <Chip tone={completedAt ? "success" : "primary"}>{quoteStatusText(completedAt, formatDate)}</Chip>;
}
