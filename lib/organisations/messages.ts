/**
 * The organisations area's success messages, written once for the API's user-message header
 * and the server actions' notices alike.
 */
export const organisationCreatedMessage = (code: string) => `Organisation created, your new account code is ${code}`;
export const organisationAddedMessage = (name: string, code: string) =>
  `${name} has been added, its account code is ${code}`;
export const organisationSavedMessage = (name: string) => `${name} has been saved`;
export const organisationArchivedMessage = (name: string, archived: boolean) =>
  `${name} has been ${archived ? "archived" : "unarchived"}`;
export const customerLinkedMessage = (name: string, already: boolean) =>
  already ? `${name} is already linked to your account` : `${name} is now linked to your account`;
export const customerUnlinkedMessage = (name: string) => `${name} has been unlinked`;
