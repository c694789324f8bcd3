import { HosesScreen } from "@/components/hoses/hoses-screen";
import { HoseQuoteDialog } from "@/components/quotes/quote-dialogs";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string; hoseId: string }>; searchParams: Promise<SearchParams> };

/** hoses/{hoseId}/quote visited directly (SPEC §2.1 Hoses dialog HoseQuote): the hose list with the dialog over it. */
export default async function Page({ params, searchParams }: Props) {
  const { org, hoseId } = await params;
  return (
    <>
      <HosesScreen org={org} searchParams={await searchParams} />
      <HoseQuoteDialog org={org} hoseId={hoseId} mode="page" />
    </>
  );
}
