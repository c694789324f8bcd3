import { EditOrganisationDialog } from "@/components/organisations/organisation-dialogs";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";

/** organisations/{organisationId} visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; organisationId: string }> }) {
  const { org, organisationId } = await params;
  return (
    <>
      <OrganisationsScreen org={org} searchParams={{}} />
      <EditOrganisationDialog org={org} id={organisationId} mode="page" />
    </>
  );
}
