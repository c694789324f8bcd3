import { LinkCustomerDialog } from "@/components/organisations/organisation-dialogs";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";

/** organisations/link visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <OrganisationsScreen org={org} searchParams={{}} />
      <LinkCustomerDialog org={org} mode="page" />
    </>
  );
}
