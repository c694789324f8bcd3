import { HoseQuoteDialog } from "@/components/quotes/quote-dialogs";

/** hoses/{hoseId}/quote opened from the hose list or the hose page: HoseQuote over it. */
export default async function Page({ params }: { params: Promise<{ org: string; hoseId: string }> }) {
  const { org, hoseId } = await params;
  return <HoseQuoteDialog org={org} hoseId={hoseId} mode="intercepted" />;
}
