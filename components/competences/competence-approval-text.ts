/** The competence approvals screen's words, together for translation. */
export const COMPETENCE_APPROVAL_TEXT = {
  title: "Competence approvals",
  description:
    "Competence records your members declared themselves. Check the qualification (its certificate, the issuer) before approving: only an approved, valid record satisfies a customer that requires a competence.",
  empty: "No competence record is waiting for approval.",
  listLabel: "Competence records waiting for approval",
  issuedBy: "Issued by",
  validUntil: "valid until",
  approve: "Approve",
  approving: "Approving",
  approveFor: (qualification: string, person: string) => `Approve ${qualification} of ${person}`,
};
