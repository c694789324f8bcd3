/**
 * The clients area's public verbs. Manage clients (system admins): every client's record,
 * hostnames and logo. ClientSettings (client admins): the current client's own settings.
 * ClientUsers: a client's admins and their invitations.
 */
export { createClientRecord } from "./create-client";
export { deleteClientRecord } from "./delete-client";
export { getClient } from "./get-client";
export { listClients } from "./list-clients";
export { updateClientRecord } from "./update-client";
export { updateClientOrSettings } from "./update-client-or-settings";
export { updateClientSettings } from "./update-client-settings";
export { assertValidLogo, readClientLogo, setClientLogo } from "./client-logo";
export { getClientUser, getClientUserById } from "./get-client-user";
export { inviteClientAdmin } from "./invite-client-admin";
export { listClientUsers } from "./list-client-users";
export { listPendingClientUsers } from "./list-pending-client-users";
export { removeClientAdmin } from "./remove-client-admin";
export { updateClientUser } from "./update-client-user";
