import { LinkCustomerDialog } from "@/components/organisations/organisation-dialogs";

/** organisations/link/{accountCode} opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; accountCode: string }> }) {
  const { org, accountCode } = await params;
  return <LinkCustomerDialog org={org} accountCode={accountCode} mode="intercepted" />;
}
