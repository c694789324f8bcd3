import { DeleteManufacturerDialog } from "@/components/manufacturers/manufacturer-dialogs";
import { ManufacturersScreen } from "@/components/manufacturers/manufacturers-screen";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Delete manufacturer");

export default async function Page({ params }: { params: Promise<{ org: string; manufacturerId: string }> }) {
  const { org, manufacturerId } = await params;
  return (
    <>
      <ManufacturersScreen org={org} searchParams={{}} />
      <DeleteManufacturerDialog org={org} manufacturerId={manufacturerId} mode="page" />
    </>
  );
}
