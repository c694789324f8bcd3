import { AddManufacturerDialog } from "@/components/manufacturers/manufacturer-dialogs";

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <AddManufacturerDialog org={(await params).org} mode="intercepted" />;
}
