import { DeleteHoseConfigurationDialog } from "@/components/hose-configurations/hose-configuration-dialogs";
import { HoseConfigurationsScreen } from "@/components/hose-configurations/hose-configurations-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Delete hose config");

export default async function Page({ params }: { params: Promise<{ org: string; hoseConfigurationId: string }> }) {
  const { org, hoseConfigurationId } = await params;
  return (
    <>
      <HoseConfigurationsScreen org={org} searchParams={{}} />
      <DeleteHoseConfigurationDialog org={org} id={hoseConfigurationId} mode="page" />
    </>
  );
}
