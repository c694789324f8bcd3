/** A row id as the database stores it (every table's id is a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be a row's id. A value from an address or a filter that is not one names
 * no row, and must not reach a query: Postgres refuses the uuid cast, and the page would show an
 * error instead of "not found" or an empty list.
 */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A `where` on a row's id from an address: the id itself, or, when it cannot be one, a
 * condition no row meets, so a lookup answers its own "not found" (isUuid).
 */
export const rowId = (id: string): string | { in: string[] } => (isUuid(id) ? id : { in: [] });
