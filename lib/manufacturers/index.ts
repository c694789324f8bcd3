/** The manufacturers area's public verbs (ClientManufacturers: client admins manage, all read). */
export { createManufacturer } from "./create-manufacturer";
export { deleteManufacturer } from "./delete-manufacturer";
export { getManufacturer } from "./get-manufacturer";
export { listManufacturers } from "./list-manufacturers";
export { updateManufacturer } from "./update-manufacturer";
