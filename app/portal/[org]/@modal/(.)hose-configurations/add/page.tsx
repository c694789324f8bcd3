import { AddHoseConfigurationDialog } from "@/components/hose-configurations/hose-configuration-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddHoseConfigurationDialog org={(await params).org} mode="intercepted" />;
}
