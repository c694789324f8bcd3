import { EditUserDialog } from "@/components/users/user-dialogs";

/** users/{userId} opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string; userId: string }> }) {
  const { org, userId } = await params;
  return <EditUserDialog org={org} id={userId} mode="intercepted" />;
}
