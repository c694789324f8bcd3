import { DeleteClientDialog } from "@/components/clients/client-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string }> }) {
  const { org, clientId } = await params;
  return <DeleteClientDialog org={org} clientId={clientId} mode="intercepted" />;
}
