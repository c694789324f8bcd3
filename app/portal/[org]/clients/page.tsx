import { ClientsScreen } from "@/components/clients/clients-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Manage clients");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <ClientsScreen org={(await params).org} searchParams={await searchParams} />;
}
