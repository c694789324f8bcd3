import { LinkCustomerDialog } from "@/components/organisations/organisation-dialogs";

/** organisations/link opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <LinkCustomerDialog org={(await params).org} mode="intercepted" />;
}
