/**
 * The users area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const userAddedMessage = (fullName: string) => `${fullName} has been added`;
export const userInvitedMessage = (email: string) => `An invitation has been sent to ${email}`;
export const userSavedMessage = (fullName: string) => `${fullName} has been saved`;
export const userAccessRevokedMessage = (fullName: string, organisation: string) =>
  `${fullName} no longer has access to ${organisation}`;
export const userInvitationDeletedMessage = (email: string) => `The invitation for ${email} has been deleted`;
