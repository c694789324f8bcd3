import { z } from "zod";

/**
 * How a customer organisation asks for the optional fields of its hoses: 0 Optional, 1 Don't
 * show, 2 Required. The organisation stores them; the hose form and the save rules read them.
 *
 * One field's level: 0 Optional, 1 Don't show, and for the fields that may be required, 2 Required.
 */
export const fieldLevel = (max: 1 | 2) =>
  z.coerce
    .number()
    .int()
    .min(0, "Choose a level")
    .max(max, max === 2 ? "Choose Optional, Don't show or Required" : "Choose Optional or Don't show");

export const FieldLevelsSchema = z.object({
  manufacturer: fieldLevel(2).default(0),
  manufactureDate: fieldLevel(2).default(0),
  sleeving: fieldLevel(1).default(0),
  testCertificate: fieldLevel(1).default(0),
  conformityCertificate: fieldLevel(1).default(0),
});
export type FieldLevels = z.infer<typeof FieldLevelsSchema>;

/** Stored levels, with the defaults (0 Optional) for anything missing or out of range. */
export function fieldLevels(stored: unknown): FieldLevels {
  const parsed = FieldLevelsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : FieldLevelsSchema.parse({});
}
