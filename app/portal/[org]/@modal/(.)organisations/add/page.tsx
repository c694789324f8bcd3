import { AddOrganisationDialog } from "@/components/organisations/organisation-dialogs";

/** organisations/add opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddOrganisationDialog org={(await params).org} mode="intercepted" />;
}
