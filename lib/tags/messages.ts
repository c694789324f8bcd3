/**
 * The tags area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const batchSavedMessage = (name: string) => `${name} has been saved`;
export const batchDeletedMessage = (name: string) => `${name} has been deleted`;
export const tagsAddedMessage = (count: number) => `Added ${count} tags to the system`;
export const tagsRemovedMessage = (count: number) => `Removed ${count} tags from the system`;
