/**
 * The profile's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed";
export const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted and you have been logged out";
export const PROFILE_SAVED_MESSAGE = "Your details have been saved";
export const profileSavedConfirmEmailMessage = (email: string) =>
  `Your details have been saved. Please confirm your new email address from the link we sent to ${email}`;
