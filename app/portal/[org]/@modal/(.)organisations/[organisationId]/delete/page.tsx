import { ArchiveOrganisationDialog } from "@/components/organisations/organisation-dialogs";

/** organisations/{organisationId}/delete opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; organisationId: string }> }) {
  const { org, organisationId } = await params;
  return <ArchiveOrganisationDialog org={org} id={organisationId} mode="intercepted" />;
}
