/**
 * The hose configuration form's rules (SPEC 5), pure so the form, the server and the unit
 * tests share them: blank text becomes null, length defaults to 0, 'Connection 1 and 2 are
 * the same' copies connection 1 to 2, orientation applies only when neither end is Straight,
 * and the catalogue suggests a display pressure and the connection sizes.
 */

/** Blank (or whitespace) text becomes null; anything else is trimmed. */
export function blankToNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === "" ? null : text;
}

export type ConnectionEnd = { connection: string; jumpSize: string; type: string };

/** The connection fields of the form, by end. */
export type ConnectionPair = { connection1: ConnectionEnd; connection2: ConnectionEnd };

/** 'Connection 1 and 2 are the same': connection 2 becomes connection 1 (name, size and type). */
export function copyConnection1To2<T extends ConnectionPair>(values: T): T {
  return { ...values, connection2: { ...values.connection1 } };
}

const isStraight = (type: string | null | undefined) => (type ?? "").trim().toLowerCase() === "straight";

/** Orientation shows only when neither connection type is 'Straight'. */
export function showsOrientation(
  connection1Type: string | null | undefined,
  connection2Type: string | null | undefined,
): boolean {
  return !isStraight(connection1Type) && !isStraight(connection2Type);
}

/** What is stored: an orientation that does not apply is 0. */
export function effectiveOrientation(
  orientation: number,
  connection1Type: string | null,
  connection2Type: string | null,
): number {
  return showsOrientation(connection1Type, connection2Type) ? orientation : 0;
}

type Named = { id: string; name: string };
export type CatalogueLookups = {
  hoseTypes: Named[];
  boreSizes: Named[];
  connections: Named[];
  connectionsJumpSizes: Array<{ configBoreSizeId: string; configConnectionId: string; jumpSize: string }>;
  sizeMappings: Array<{ configHoseTypeId: string; configBoreSizeId: string; displayPressure: number }>;
};

const idOf = (rows: Named[], name: string | null | undefined) => {
  const wanted = (name ?? "").trim().toLowerCase();
  return wanted ? rows.find((r) => r.name.toLowerCase() === wanted)?.id : undefined;
};

/** The display pressure the size mapping gives for a hose type at a bore size, if any. */
export function suggestedPressure(
  catalogue: CatalogueLookups,
  hoseType: string | null,
  boreSize: string | null,
): number | null {
  const typeId = idOf(catalogue.hoseTypes, hoseType);
  const boreId = idOf(catalogue.boreSizes, boreSize);
  if (!typeId || !boreId) return null;
  return (
    catalogue.sizeMappings.find((m) => m.configHoseTypeId === typeId && m.configBoreSizeId === boreId)
      ?.displayPressure ?? null
  );
}

/** The connection sizes ("jump sizes") that fit a connection on a bore size. */
export function jumpSizesFor(
  catalogue: CatalogueLookups,
  boreSize: string | null,
  connection: string | null,
): string[] {
  const boreId = idOf(catalogue.boreSizes, boreSize);
  const connectionId = idOf(catalogue.connections, connection);
  if (!boreId || !connectionId) return [];
  const sizes = catalogue.connectionsJumpSizes
    .filter((j) => j.configBoreSizeId === boreId && j.configConnectionId === connectionId)
    .map((j) => j.jumpSize);
  return [...new Set(sizes)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
