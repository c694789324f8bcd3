import { EditClientDialog } from "@/components/clients/client-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string }> }) {
  const { org, clientId } = await params;
  return <EditClientDialog org={org} clientId={clientId} mode="intercepted" />;
}
