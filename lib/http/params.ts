import { z } from "zod";

/** Path parameters shared by many routes. */
export const IdParamsSchema = z.object({ id: z.uuid("Not found") });

/** "true" / "false" path segments (SPEC §7 visibility and link calls). */
export const BooleanSegment = z
  .enum(["true", "false"], { error: "Must be true or false" })
  .transform((v) => v === "true");
