import { customerOfSite, DeleteSiteDialog } from "@/components/sites/site-dialogs";
import { SitesScreen } from "@/components/sites/sites-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Delete site or zone");

export default async function Page({ params }: { params: Promise<{ org: string; siteId: string }> }) {
  const { org, siteId } = await params;
  return (
    <>
      <SitesScreen org={org} customerId={await customerOfSite(org, siteId)} />
      <DeleteSiteDialog org={org} siteId={siteId} mode="page" />
    </>
  );
}
