import { PageHeader } from "@/components/ui/page-header";
import { canKeepChecklists, listKeptChecklists } from "@/lib/checklists";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { ChecklistEditor } from "./checklist-editor";

/** The templates the caller keeps (client admin: the client's; a distributor's Admin: its own), each editable. */
export async function ChecklistsScreen({ org }: { org: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canKeepChecklists(ctx));
  const checklists = await listKeptChecklists(ctx);
  const text = clientTexts(await pageLocale(), "checklists");
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={text.title} description={text.description} />
      {checklists.map((c) => (
        <ChecklistEditor key={`${c.id}`} org={org} checklist={c} text={text} />
      ))}
      <ChecklistEditor org={org} checklist={null} text={text} />
    </div>
  );
}
