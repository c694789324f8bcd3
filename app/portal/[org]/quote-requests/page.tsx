import { QuoteDeepLinkDialog } from "@/components/quotes/quote-dialogs";
import { QuotesScreen, quotesMetadata } from "@/components/quotes/quotes-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { quoteDeepLink } from "@/lib/quotes/deep-link";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

/** The list's title in the page's language. */
export const generateMetadata = quotesMetadata;

/** SPEC §2.5 Quotes; with ?hoseId=&quoteOrganisationId= (SPEC §2.1) the quote dialog over it. */
export default async function QuoteRequestsPage({ params, searchParams }: Props) {
  const { org } = await params;
  const query = await searchParams;
  const link = quoteDeepLink(query);
  return (
    <>
      <QuotesScreen org={org} searchParams={query} />
      {link ? <QuoteDeepLinkDialog org={org} link={link} mode="page" /> : null}
    </>
  );
}
