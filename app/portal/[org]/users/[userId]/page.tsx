import { EditUserDialog } from "@/components/users/user-dialogs";
import { UsersScreen } from "@/components/users/users-screen";

/** users/{userId} visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string; userId: string }> }) {
  const { org, userId } = await params;
  return (
    <>
      <UsersScreen org={org} searchParams={{}} />
      <EditUserDialog org={org} id={userId} mode="page" />
    </>
  );
}
