/** The integrations area's success messages (API user-message header and server actions alike). */
export const apiKeyCreatedMessage = (name: string) => `The API key ${name} has been created`;
export const apiKeyRevokedMessage = (name: string) => `The API key ${name} has been revoked`;
export const webhookCreatedMessage = (url: string) => `The webhook to ${url} has been created`;
export const webhookDeletedMessage = (url: string) => `The webhook to ${url} has been deleted`;
export const webhookResentMessage = "The delivery has been queued again";
export const webhookTestSentMessage = "A test event has been queued";
