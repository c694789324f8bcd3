import { createChecklist, listChecklists } from "@/lib/checklists";
import { ChecklistSaveSchema } from "@/lib/checklists/schemas";
import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";

/** GET /api/v1/checklists: the newest version of each template that applies to the caller's organisation. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listChecklists(ctx, query),
}));

/** POST /api/v1/checklists {name, criteria} (client admin; a distributor's Admin for its customers). */
export const POST = route({ body: ChecklistSaveSchema }, async ({ ctx, body }) => {
  const { row, message } = await createChecklist(ctx, body);
  return { data: row, status: 201, userMessage: message };
});
