import { AddClientDialog } from "@/components/clients/client-dialogs";
import { ClientsScreen } from "@/components/clients/clients-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Add client");

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <ClientsScreen org={org} searchParams={{}} />
      <AddClientDialog org={org} mode="page" />
    </>
  );
}
