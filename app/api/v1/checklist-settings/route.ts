import { getChecklistSettings, updateChecklistSettings } from "@/lib/checklists";
import { ChecklistSettingsSchema } from "@/lib/checklists/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/checklist-settings: the organisation's checklist and whether it is required (Admin). */
export const GET = route({}, async ({ ctx }) => ({ data: await getChecklistSettings(ctx) }));

/** PUT /api/v1/checklist-settings {checklistId, required} (Admin). */
export const PUT = route({ body: ChecklistSettingsSchema }, async ({ ctx, body }) => {
  const { settings, message } = await updateChecklistSettings(ctx, body);
  return { data: settings, userMessage: message };
});
