/**
 * The users area's public verbs (Users: user admins manage the people of the client or of their
 * organisation, and their pending invitations).
 */
export { createUser } from "./create-user";
export { deletePendingUser } from "./delete-pending-user";
export { getUser } from "./get-user";
export { listPendingUsers } from "./list-pending-users";
export { USER_ORDER, listUsers, userListWhere } from "./list-users";
export { updateUser } from "./update-user";
