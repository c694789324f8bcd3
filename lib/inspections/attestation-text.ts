/** The refusals of a customer's inspection rules: pure, so the inspection form says them too. */
export const ATTESTATION_TEXT = {
  competenceRequired:
    "This customer requires inspectors with a valid competence record. Yours is missing, has expired or is not approved yet: ask your administrator to add or approve it.",
  signatureRequired: "This customer requires signed inspections: sign on the screen or confirm with your password",
  signatureNotPng: "The signature must be a PNG image",
  wrongPassword: "Your password is not correct",
  signatureNotYours: "Only the inspector can sign, signed in as themselves",
} as const;
