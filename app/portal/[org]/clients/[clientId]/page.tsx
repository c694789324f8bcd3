import { EditClientDialog } from "@/components/clients/client-dialogs";
import { ClientsScreen } from "@/components/clients/clients-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Edit client");

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string }> }) {
  const { org, clientId } = await params;
  return (
    <>
      <ClientsScreen org={org} searchParams={{}} />
      <EditClientDialog org={org} clientId={clientId} mode="page" />
    </>
  );
}
