import type { Messages } from "@/lib/i18n/catalogue";

/**
 * The Organisations screen's texts in the page's language (the `organisations` catalogue
 * namespace): plain texts translated, templates ({name}) filled in where the values are known.
 */
export type OrganisationsText = Record<keyof Messages["organisations"], string>;
