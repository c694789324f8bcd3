import { updateChecklist } from "@/lib/checklists";
import { ChecklistSaveSchema } from "@/lib/checklists/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** PUT /api/v1/checklists/{id} {name, criteria}: writes the template's next version. */
export const PUT = route({ params: IdParamsSchema, body: ChecklistSaveSchema }, async ({ ctx, params, body }) => {
  const { row, message } = await updateChecklist(ctx, params.id, body);
  return { data: row, status: 201, userMessage: message };
});
