/**
 * The clients area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const clientCreatedMessage = (name: string) => `${name} has been created`;
export const clientSavedMessage = (name: string) => `${name} has been saved`;
export const clientDeletedMessage = (name: string) => `${name} has been deleted`;
export const CLIENT_SETTINGS_SAVED_MESSAGE = "Client settings saved";
