import { HosesScreen, hosesMetadata } from "@/components/hoses/hoses-screen";
import type { SearchParams } from "@/lib/lists/route-query";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = hosesMetadata;

/** SPEC §2.5 Hoses. */
export default async function HosesPage({ params, searchParams }: Props) {
  return <HosesScreen org={(await params).org} searchParams={await searchParams} />;
}
