import { EditSiteDialog } from "@/components/sites/site-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; siteId: string }> }) {
  const { org, siteId } = await params;
  return <EditSiteDialog org={org} siteId={siteId} mode="intercepted" />;
}
