import type { Metadata } from "next";
import { QuotesScreen } from "@/components/quotes/quotes-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const metadata: Metadata = { title: "Quote requests" };

/** SPEC 2.5 Quotes. */
export default async function QuoteRequestsPage({ params, searchParams }: Props) {
  return <QuotesScreen org={(await params).org} searchParams={await searchParams} />;
}
