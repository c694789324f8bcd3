import { EditManufacturerDialog } from "@/components/manufacturers/manufacturer-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string; manufacturerId: string }> }) {
  const { org, manufacturerId } = await params;
  return <EditManufacturerDialog org={org} manufacturerId={manufacturerId} mode="intercepted" />;
}
