/** Your profile's public verbs: the signed-in user's own account. */
export { changePassword } from "./change-password";
export { deleteOwnAccount } from "./delete-own-account";
export { ACCOUNT_DELETED_MESSAGE, PASSWORD_CHANGED_MESSAGE } from "./profile-messages";
export { updateProfile } from "./update-profile";
