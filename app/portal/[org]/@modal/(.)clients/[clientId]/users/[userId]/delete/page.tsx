import { RemoveClientAdminDialog } from "@/components/client-users/client-user-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string; userId: string }> }) {
  const { org, clientId, userId } = await params;
  return <RemoveClientAdminDialog org={org} clientId={clientId} userId={userId} mode="intercepted" />;
}
