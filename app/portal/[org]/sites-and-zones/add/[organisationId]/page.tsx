import { AddSiteDialog } from "@/components/sites/site-dialogs";
import { SitesScreen } from "@/components/sites/sites-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Add site");

export default async function Page({ params }: { params: Promise<{ org: string; organisationId: string }> }) {
  const { org, organisationId } = await params;
  return (
    <>
      <SitesScreen org={org} customerId={organisationId} />
      <AddSiteDialog org={org} organisationId={organisationId} parentId={null} mode="page" />
    </>
  );
}
