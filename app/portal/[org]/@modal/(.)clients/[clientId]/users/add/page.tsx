import { InviteClientAdminDialog } from "@/components/client-users/client-user-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string }> }) {
  const { org, clientId } = await params;
  return <InviteClientAdminDialog org={org} clientId={clientId} mode="intercepted" />;
}
