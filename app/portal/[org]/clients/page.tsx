import { ClientsScreen } from "@/components/clients/clients-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Manage clients" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <ClientsScreen org={(await params).org} searchParams={await searchParams} />;
}
