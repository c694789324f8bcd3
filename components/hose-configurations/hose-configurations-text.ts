import type enGB from "@/messages/en-GB.json";

/**
 * The configuration library's texts in the reader's language (the `hoseConfigurations` catalogue
 * namespace); templates for those with placeholders.
 */
export type HoseConfigurationsText = Record<keyof typeof enGB.hoseConfigurations, string>;
