import { CompetenceApprovalsScreen } from "@/components/competences/competence-approvals-screen";

export const metadata = { title: "Competence approvals" };

export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  return <CompetenceApprovalsScreen org={(await params).org} />;
}
