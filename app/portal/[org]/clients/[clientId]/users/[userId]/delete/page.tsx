import { RemoveClientAdminDialog } from "@/components/client-users/client-user-dialogs";
import { ClientUsersScreen } from "@/components/client-users/client-users-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Remove client admin");

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string; userId: string }> }) {
  const { org, clientId, userId } = await params;
  return (
    <>
      <ClientUsersScreen org={org} clientId={clientId} searchParams={{}} />
      <RemoveClientAdminDialog org={org} clientId={clientId} userId={userId} mode="page" />
    </>
  );
}
