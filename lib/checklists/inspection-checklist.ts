import { AppError } from "@/lib/core/errors";
import type { Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { applicableChecklists } from "./access";
import { checkAnswers } from "./answers";
import { criteriaOf } from "./checklist-row";
import type { ChecklistAnswer, ChecklistResultInput } from "./schemas";

export const CHECKLIST_REQUIRED = "This customer requires a checklist with every inspection";
export const ANSWERS_WITHOUT_CHECKLIST = "Choose the checklist these answers belong to";

type Customer = {
  id: string;
  isDistributor: boolean;
  distributorId: string | null;
  checklistRequired: boolean;
};

/**
 * The checklist part of an inspection on a hose of `customer`: the template version it names
 * (one the customer may use, any version, so a phone holding an older one still records), every
 * criterion answered, and the result following the answers (lib/checklists/answers.ts). No
 * checklist is fine unless the customer requires one. Runs in the inspection's transaction.
 */
export async function inspectionChecklist(
  tx: Prisma.TransactionClient,
  ctx: Pick<Ctx, "client">,
  customer: Customer,
  input: { checklistId?: string | null; checklistResults?: ChecklistResultInput[]; inspectionResult: number },
): Promise<{ checklistId: string | null; checklistResults: ChecklistAnswer[] | null }> {
  if (!input.checklistId) {
    if (input.checklistResults?.length) throw new AppError("INVALID", { checklistId: [ANSWERS_WITHOUT_CHECKLIST] });
    if (customer.checklistRequired) throw new AppError("INVALID", { checklistId: [CHECKLIST_REQUIRED] });
    return { checklistId: null, checklistResults: null };
  }
  const template = await tx.checklistTemplate.findFirst({
    where: { AND: [applicableChecklists(ctx, customer), { id: input.checklistId }] },
    select: { id: true, criteria: true },
  });
  if (!template) throw new AppError("INVALID", { checklistId: ["Not found"] });
  const checked = checkAnswers(criteriaOf(template.criteria), input.checklistResults ?? [], input.inspectionResult);
  if (checked.errors) throw new AppError("INVALID", checked.errors);
  return { checklistId: template.id, checklistResults: checked.answers };
}
