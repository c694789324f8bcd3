import type { AuthedCtx } from "@/lib/core/ctx";
import { inClient } from "@/lib/core/scope";
import { readDb } from "@/lib/db/client";
import { checklistRow, checklistSelect } from "./checklist-row";
import type { Checklist } from "./schemas";

/** What the inspection form offers for a customer's hose: its templates, the one chosen, whether required. */
export type ChecklistChoice = { checklists: Checklist[]; chosenId: string | null; required: boolean };

export const NO_CHECKLISTS: ChecklistChoice = { checklists: [], chosenId: null, required: false };

/**
 * The checklists an inspection of the customer's hoses may answer (newest versions), the one
 * its settings choose (preselected) and whether one is required (the form then offers no
 * "no checklist"). Several customers at once for the offline copy. The owners follow
 * applicableChecklists (lib/checklists/access.ts): the client's and the customer's distributor's.
 */
export async function checklistChoices(
  ctx: Pick<AuthedCtx, "client">,
  customerIds: string[],
): Promise<Record<string, ChecklistChoice>> {
  if (customerIds.length === 0) return {};
  const customers = await readDb().organisation.findMany({
    where: inClient(ctx, { id: { in: [...new Set(customerIds)] } }),
    select: { id: true, isDistributor: true, distributorId: true, checklistFamilyId: true, checklistRequired: true },
  });
  const owners = [...new Set(customers.map((c) => c.distributorId ?? (c.isDistributor ? c.id : null)))];
  const templates = await readDb().checklistTemplate.findMany({
    where: {
      AND: [
        inClient(ctx, { supersededAt: null }),
        { OR: [{ organisationId: null }, { organisationId: { in: owners.filter((o): o is string => !!o) } }] },
      ],
    },
    select: { ...checklistSelect, familyId: true, organisationId: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const result: Record<string, ChecklistChoice> = {};
  for (const c of customers) {
    const owner = c.isDistributor ? c.id : c.distributorId;
    const mine = templates.filter((t) => t.organisationId === null || t.organisationId === owner);
    const chosen = mine.find((t) => t.familyId === c.checklistFamilyId) ?? null;
    result[c.id] = {
      checklists: mine.map(checklistRow),
      chosenId: chosen?.id ?? null,
      required: c.checklistRequired && chosen !== null,
    };
  }
  return result;
}

/** The choice for one customer's hose. */
export async function checklistChoiceFor(ctx: Pick<AuthedCtx, "client">, customerId: string) {
  return (await checklistChoices(ctx, [customerId]))[customerId] ?? NO_CHECKLISTS;
}
