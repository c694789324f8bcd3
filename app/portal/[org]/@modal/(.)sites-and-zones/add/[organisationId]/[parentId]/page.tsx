import { AddSiteDialog } from "@/components/sites/site-dialogs";

export default async function Page({
  params,
}: {
  params: Promise<{ org: string; organisationId: string; parentId: string }>;
}) {
  const { org, organisationId, parentId } = await params;
  return <AddSiteDialog org={org} organisationId={organisationId} parentId={parentId} mode="intercepted" />;
}
