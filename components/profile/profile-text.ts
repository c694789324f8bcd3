import type enGB from "@/messages/en-GB.json";

/**
 * Your profile's texts in the user's language (the `profile` catalogue namespace), translated by
 * the page on the server and handed to its forms. Texts with placeholders come as templates the
 * forms fill in ({organisation}), since the values are known there.
 */
export type ProfileText = Record<keyof typeof enGB.profile, string>;

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
