import { QuoteViewDialog } from "@/components/quotes/quote-dialogs";
import { QuotesScreen, quotesMetadata } from "@/components/quotes/quotes-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string; quoteId: string }>; searchParams: Promise<SearchParams> };

/** The list's title in the page's language. */
export const generateMetadata = quotesMetadata;

/** quote-requests/{quoteId} visited directly (the emailed link): the list with QuoteView over it. */
export default async function Page({ params, searchParams }: Props) {
  const { org, quoteId } = await params;
  return (
    <>
      <QuotesScreen org={org} searchParams={await searchParams} />
      <QuoteViewDialog org={org} id={quoteId} mode="page" />
    </>
  );
}
