import { ClientUsersScreen } from "@/components/client-users/client-users-screen";
import type { SearchParams } from "@/lib/lists/route-query";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Client users");

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string; clientId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { org, clientId } = await params;
  return <ClientUsersScreen org={org} clientId={clientId} searchParams={await searchParams} />;
}
