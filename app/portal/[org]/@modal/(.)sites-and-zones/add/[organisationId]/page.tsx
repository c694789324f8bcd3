import { AddSiteDialog } from "@/components/sites/site-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; organisationId: string }> }) {
  const { org, organisationId } = await params;
  return <AddSiteDialog org={org} organisationId={organisationId} parentId={null} mode="intercepted" />;
}
