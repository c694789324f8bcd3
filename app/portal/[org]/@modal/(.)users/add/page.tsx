import { AddUserDialog } from "@/components/users/user-dialogs";

/** users/add opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddUserDialog org={(await params).org} mode="intercepted" />;
}
