import { ManufacturersScreen } from "@/components/manufacturers/manufacturers-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Manufacturers" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <ManufacturersScreen org={(await params).org} searchParams={await searchParams} />;
}
