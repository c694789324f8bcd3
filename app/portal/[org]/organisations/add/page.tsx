import { AddOrganisationDialog } from "@/components/organisations/organisation-dialogs";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";

/** organisations/add visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <OrganisationsScreen org={org} searchParams={{}} />
      <AddOrganisationDialog org={org} mode="page" />
    </>
  );
}
