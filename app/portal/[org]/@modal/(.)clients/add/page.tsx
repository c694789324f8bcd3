import { AddClientDialog } from "@/components/clients/client-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddClientDialog org={(await params).org} mode="intercepted" />;
}
