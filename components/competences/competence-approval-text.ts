import type enGB from "@/messages/en-GB.json";

/**
 * The competence screens' texts in the reader's language (the `competences` catalogue namespace:
 * the approvals screen and a competence's certificate); templates for those with placeholders.
 */
export type CompetencesText = Record<keyof typeof enGB.competences, string>;
