/**
 * The hose configuration form's rules (SPEC §5), pure so the form, the server and the unit
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

/** Connection names as the library's configuration names write them ("BSP Female" -> "BSP F"). */
export function abbreviateConnection(connection: string): string {
  return connection
    .replace("Female", "F")
    .replace("Male", "M")
    .replace("Metric Light", "ML")
    .replace("SAE Flange Code ", "SAE");
}

export type NameParts = {
  type: string;
  boreSize: string;
  connection1: string;
  connection2: string;
  length: string;
};

/**
 * The name a new configuration would have in the library's own pattern
 * ('2SN 1/2" BSP F x JIC F 1200mm'), so a user does not have to compose it by hand and the
 * library stays consistent. Null until hose type, bore size and both connections are chosen;
 * the length is left out while it is 0 or not a number.
 */
export function suggestedName(parts: NameParts): string | null {
  const [type, bore, c1, c2] = [parts.type, parts.boreSize, parts.connection1, parts.connection2].map((v) => v.trim());
  if (!type || !bore || !c1 || !c2) return null;
  const length = Number(parts.length.trim());
  const lengthText = Number.isFinite(length) && length > 0 ? ` ${Math.round(length)}mm` : "";
  return `${type} ${bore} ${abbreviateConnection(c1)} x ${abbreviateConnection(c2)}${lengthText}`;
}
