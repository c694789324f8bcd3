import { ViewHoseConfigurationDialog } from "@/components/hose-configurations/hose-configuration-dialogs";
import { HoseConfigurationsScreen } from "@/components/hose-configurations/hose-configurations-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("View hose config");

export default async function Page({ params }: { params: Promise<{ org: string; hoseConfigurationId: string }> }) {
  const { org, hoseConfigurationId } = await params;
  return (
    <>
      <HoseConfigurationsScreen org={org} searchParams={{}} />
      <ViewHoseConfigurationDialog org={org} id={hoseConfigurationId} mode="page" />
    </>
  );
}
