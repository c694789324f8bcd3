/**
 * The manufacturers area's success messages, written once for the API's user-message header
 * and the server actions' notices alike.
 */
export const manufacturerAddedMessage = (name: string) => `${name} has been added`;
export const manufacturerSavedMessage = (name: string) => `${name} has been saved`;
export const manufacturerDeletedMessage = (name: string) => `${name} has been deleted`;
