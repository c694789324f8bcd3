import type enGB from "@/messages/en-GB.json";

/** Sites and zones' texts in the reader's language (the `sites` catalogue namespace); templates for those with placeholders. */
export type SitesText = Record<keyof typeof enGB.sites, string>;
