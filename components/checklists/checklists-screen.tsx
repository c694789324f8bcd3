import { PageHeader } from "@/components/ui/page-header";
import { canKeepChecklists, listKeptChecklists } from "@/lib/checklists";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { ChecklistEditor } from "./checklist-editor";

const TEXT = {
  title: "Checklist templates",
  description:
    "The checklists inspections answer. Saving a change makes a new version: inspections keep the version they used.",
};

/** The templates the caller keeps (client admin: the client's; a distributor's Admin: its own), each editable. */
export async function ChecklistsScreen({ org }: { org: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canKeepChecklists(ctx));
  const checklists = await listKeptChecklists(ctx);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      {checklists.map((c) => (
        <ChecklistEditor key={`${c.id}`} org={org} checklist={c} />
      ))}
      <ChecklistEditor org={org} checklist={null} />
    </div>
  );
}
