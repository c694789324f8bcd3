export { addOwnCompetence, competenceAddedMessage } from "./add-competence";
export { listOwnCompetences } from "./list-competences";
export { CompetenceCreateSchema, type CompetenceCreateInput, type CompetenceRow } from "./schemas";
