/**
 * JSON text made once for values that do not change: a list's large filter descriptors (the
 * Customer and Distributor options, up to 1000 each) are kept per organisation stamp
 * (lib/lists/total-cache.ts), so the same object is answered on call after call; its text is
 * made when it is kept and spliced into each answer (stringifyAnswer) instead of being
 * serialised again every time.
 *
 * A value handed to serialiseOnce is frozen, deeply: its text must stay what the object holds,
 * and pages that read the same object (server rendering) cannot change it by accident.
 */
const texts = new WeakMap<object, string>();

export function serialiseOnce<T extends object>(value: T): T {
  deepFreeze(value);
  texts.set(value, JSON.stringify(value));
  return value;
}

function deepFreeze(value: object): void {
  if (Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) if (inner && typeof inner === "object") deepFreeze(inner);
}

/**
 * JSON.stringify(data), the same text, with the kept text of any value serialiseOnce made that
 * sits directly in one of the answer's top-level arrays (a list answer's `filters`) or is
 * the answer itself. Anything else is serialised as usual.
 */
export function stringifyAnswer(data: unknown): string {
  if (!data || typeof data !== "object") return JSON.stringify(data);
  const whole = texts.get(data);
  if (whole !== undefined) return whole;
  if (Array.isArray(data) || !hasKeptArray(data)) return JSON.stringify(data);
  const fields: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const text = Array.isArray(value) ? arrayText(value) : JSON.stringify(value);
    if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${fields.join(",")}}`;
}

function hasKeptArray(data: object): boolean {
  if (typeof (data as { toJSON?: unknown }).toJSON === "function") return false;
  return Object.values(data).some((v) => Array.isArray(v) && v.some((e) => e && typeof e === "object" && texts.has(e)));
}

function arrayText(values: unknown[]): string {
  return `[${values.map((v) => (v && typeof v === "object" ? texts.get(v) : undefined) ?? JSON.stringify(v) ?? "null").join(",")}]`;
}
