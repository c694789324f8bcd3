import { AddManufacturerDialog } from "@/components/manufacturers/manufacturer-dialogs";
import { ManufacturersScreen } from "@/components/manufacturers/manufacturers-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Add manufacturer");

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  return (
    <>
      <ManufacturersScreen org={org} searchParams={{}} />
      <AddManufacturerDialog org={org} mode="page" />
    </>
  );
}
