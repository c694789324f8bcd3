/**
 * The clients area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const clientCreatedMessage = (name: string) => `${name} has been created`;
export const clientSavedMessage = (name: string) => `${name} has been saved`;
export const clientDeletedMessage = (name: string) => `${name} has been deleted`;
export const CLIENT_SETTINGS_SAVED_MESSAGE = "Client settings saved";

export const clientAdminSavedMessage = (fullName: string) => `${fullName} has been saved`;
export const clientAdminInvitedMessage = (email: string) => `An invitation has been sent to ${email}`;
export const clientAdminGrantedMessage = (fullName: string) => `${fullName} is now a client admin`;
export const clientAdminRemovedMessage = (fullName: string) => `${fullName} is no longer a client admin`;
export const invitationDeletedMessage = (email: string) => `The invitation for ${email} has been deleted`;
