import { AddHoseConfigurationDialog } from "@/components/hose-configurations/hose-configuration-dialogs";
import { HoseConfigurationsScreen } from "@/components/hose-configurations/hose-configurations-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Create hose config");

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <HoseConfigurationsScreen org={org} searchParams={{}} />
      <AddHoseConfigurationDialog org={org} mode="page" />
    </>
  );
}
