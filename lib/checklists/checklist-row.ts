import type { Prisma } from "@/lib/generated/prisma/client";
import type { Checklist, Criterion } from "./schemas";

export const checklistSelect = {
  id: true,
  name: true,
  version: true,
  criteria: true,
} satisfies Prisma.ChecklistTemplateSelect;

/** A stored template version as the API answers it (criteria are kept as JSON). */
export function checklistRow(row: Prisma.ChecklistTemplateGetPayload<{ select: typeof checklistSelect }>): Checklist {
  return { id: row.id, name: row.name, version: row.version, criteria: criteriaOf(row.criteria) };
}

export function criteriaOf(json: Prisma.JsonValue): Criterion[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((c) =>
    c && typeof c === "object" && !Array.isArray(c) && typeof c.id === "string" && typeof c.text === "string"
      ? [{ id: c.id, text: c.text, critical: c.critical === true }]
      : [],
  );
}
