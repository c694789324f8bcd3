import { EditHoseConfigurationDialog } from "@/components/hose-configurations/hose-configuration-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; hoseConfigurationId: string }> }) {
  const { org, hoseConfigurationId } = await params;
  return <EditHoseConfigurationDialog org={org} id={hoseConfigurationId} mode="intercepted" />;
}
