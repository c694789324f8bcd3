/**
 * The sites area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const siteAddedMessage = (name: string) => `${name} has been added`;
export const siteSavedMessage = (name: string) => `${name} has been saved`;
