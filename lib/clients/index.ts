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
