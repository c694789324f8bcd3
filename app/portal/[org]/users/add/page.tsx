import { AddUserDialog } from "@/components/users/user-dialogs";
import { UsersScreen } from "@/components/users/users-screen";

/** users/add visited directly: the list with the dialog over it. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <UsersScreen org={org} searchParams={{}} />
      <AddUserDialog org={org} mode="page" />
    </>
  );
}
