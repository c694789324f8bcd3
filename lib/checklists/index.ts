/** The checklists area's public verbs: templates (versioned), the customer's choice, the answers' rules. */
export { checkAnswers, leastResult } from "./answers";
export { createBuiltInChecklists } from "./built-in-checklists";
export { getChecklistSettings, updateChecklistSettings } from "./checklist-settings";
export { inspectionChecklist } from "./inspection-checklist";
export { canKeepChecklists } from "./access";
export { checklistScope, listChecklists, listKeptChecklists } from "./list-checklists";
export { createChecklist, updateChecklist } from "./save-checklist";
export { checklistChoiceFor, checklistChoices, NO_CHECKLISTS, type ChecklistChoice } from "./checklist-choice";
