/**
 * The hose configurations area's success messages, written once for the API's user-message
 * header and the server actions' notices alike.
 */
export const configurationAddedMessage = (name: string) => `${name} has been added`;
export const configurationSavedMessage = (name: string) => `${name} has been saved`;
