import { UsersScreen } from "@/components/users/users-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Users" };

/** SPEC §2.5 Users (guard userAdminRole). */
export default async function UsersPage({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <UsersScreen org={(await params).org} searchParams={await searchParams} />;
}
