export { addOwnCompetence, competenceAddedMessage } from "./add-competence";
export {
  approveCompetence,
  competenceApprovedMessage,
  listPendingCompetences,
  type PendingCompetence,
} from "./approve-competence";
export { canApproveCompetences } from "./access";
export { listOwnCompetences } from "./list-competences";
export { CompetenceCreateSchema, type CompetenceCreateInput, type CompetenceRow } from "./schemas";
export {
  CERTIFICATE_APPROVED,
  CERTIFICATE_TYPES,
  certificateSavedMessage,
  competenceCertificateLink,
  saveOwnCertificate,
} from "./certificate";
