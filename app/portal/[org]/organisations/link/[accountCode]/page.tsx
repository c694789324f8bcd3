import { LinkCustomerDialog } from "@/components/organisations/organisation-dialogs";
import { OrganisationsScreen } from "@/components/organisations/organisations-screen";

/** organisations/link/{accountCode} visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; accountCode: string }> }) {
  const { org, accountCode } = await params;
  return (
    <>
      <OrganisationsScreen org={org} searchParams={{}} />
      <LinkCustomerDialog org={org} accountCode={accountCode} mode="page" />
    </>
  );
}
