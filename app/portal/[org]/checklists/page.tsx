import { ChecklistsScreen } from "@/components/checklists/checklists-screen";

export const metadata = { title: "Checklist templates" };

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <ChecklistsScreen org={(await params).org} />;
}
