import { TagManagementScreen } from "@/components/tags/tag-management-screen";
import type { SearchParams } from "@/lib/lists/route-query";

export const metadata = { title: "Tag management" };

/** SPEC §2.1 TagManagement (guard superAdminRole). */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ org: string }>;
  searchParams: Promise<SearchParams>;
}) {
  return <TagManagementScreen org={(await params).org} searchParams={await searchParams} />;
}
