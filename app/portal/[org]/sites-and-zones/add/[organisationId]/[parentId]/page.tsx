import { AddSiteDialog } from "@/components/sites/site-dialogs";
import { SitesScreen } from "@/components/sites/sites-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Add zone");

export default async function Page({
  params,
}: {
  params: Promise<{ org: string; organisationId: string; parentId: string }>;
}) {
  const { org, organisationId, parentId } = await params;
  return (
    <>
      <SitesScreen org={org} customerId={organisationId} />
      <AddSiteDialog org={org} organisationId={organisationId} parentId={parentId} mode="page" />
    </>
  );
}
