import { z } from "zod";
import { LENGTH_UNITS, PRESSURE_UNITS, UNIT_SYSTEMS } from "./convert";

/** One schema per payload: the units settings of Client settings, Your profile and GET /me. */

export const UNITS_MESSAGES = {
  system: "Choose metric or imperial units",
  pressure: "Choose bar, psi or MPa",
} as const;

/** Client settings: the client's default unit system. */
export const ClientUnitSystemSchema = z.enum(UNIT_SYSTEMS, { error: UNITS_MESSAGES.system });
/** A pressure unit, or null for the unit system's own (bar for metric, psi for imperial). */
export const PressureChoiceSchema = z
  .union([z.enum(PRESSURE_UNITS), z.literal(""), z.null()], { error: UNITS_MESSAGES.pressure })
  .transform((v) => v || null)
  .describe('bar, psi or MPa; null (or "" from a form) for the unit system\'s own');
/** Your profile: a unit system of one's own, or null for the client's default. */
export const UserUnitSystemSchema = z
  .union([z.enum(UNIT_SYSTEMS), z.literal(""), z.null()], { error: UNITS_MESSAGES.system })
  .transform((v) => v || null)
  .describe('metric or imperial; null (or "" from a form) for the client\'s default');

/** The units a reader sees (GET /me `units`), with what they chose (null: the default). */
export const UnitsSchema = z
  .object({
    system: z.enum(UNIT_SYSTEMS),
    pressure: z.enum(PRESSURE_UNITS),
    length: z.enum(LENGTH_UNITS),
    choice: z
      .object({
        system: z.enum(UNIT_SYSTEMS).nullable().describe("null: the client's default"),
        pressure: z.enum(PRESSURE_UNITS).nullable().describe("null: the unit system's own"),
      })
      .describe("The user's own choice in Your profile"),
  })
  .describe("Values in the API stay metric (bar, mm); these are the units the portal shows this user");
