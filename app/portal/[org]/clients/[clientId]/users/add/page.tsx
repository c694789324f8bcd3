import { InviteClientAdminDialog } from "@/components/client-users/client-user-dialogs";
import { ClientUsersScreen } from "@/components/client-users/client-users-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Invite client admin");

export default async function Page({ params }: { params: Promise<{ org: string; clientId: string }> }) {
  const { org, clientId } = await params;
  return (
    <>
      <ClientUsersScreen org={org} clientId={clientId} searchParams={{}} />
      <InviteClientAdminDialog org={org} clientId={clientId} mode="page" />
    </>
  );
}
