import { ViewOrganisationDialog } from "@/components/organisations/organisation-dialogs";

/** organisations/{organisationId}/view opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; organisationId: string }> }) {
  const { org, organisationId } = await params;
  return <ViewOrganisationDialog org={org} id={organisationId} mode="intercepted" />;
}
