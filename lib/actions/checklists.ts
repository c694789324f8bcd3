"use server";
import { updateChecklistSettings } from "@/lib/checklists";
import { ChecklistSettingsSchema } from "@/lib/checklists/schemas";
import { portalAction } from "./action";

/** The organisation's checklist and whether inspections must use it (PUT /checklist-settings). */
export const saveChecklistSettingsAction = portalAction(
  {
    schema: ChecklistSettingsSchema,
    booleans: ["required"],
    input: ({ form }) => ({ ...form, checklistId: form.checklistId || null }),
  },
  async ({ ctx, input }) => ({ message: (await updateChecklistSettings(ctx, input)).message }),
);
