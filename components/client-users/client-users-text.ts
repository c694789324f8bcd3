import type enGB from "@/messages/en-GB.json";

/** Client users' texts in the reader's language (the `clientUsers` catalogue namespace); templates for those with placeholders. */
export type ClientUsersText = Record<keyof typeof enGB.clientUsers, string>;
