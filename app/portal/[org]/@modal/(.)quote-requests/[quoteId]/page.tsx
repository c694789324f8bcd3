import { QuoteViewDialog } from "@/components/quotes/quote-dialogs";

/** quote-requests/{quoteId} opened from inside the portal: QuoteView over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; quoteId: string }> }) {
  const { org, quoteId } = await params;
  return <QuoteViewDialog org={org} id={quoteId} mode="intercepted" />;
}
