import { AddHoseDialog } from "@/components/hoses/hose-dialogs";

/** hoses/add opened from inside the portal: the dialog over the current page. */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddHoseDialog org={(await params).org} mode="intercepted" />;
}
