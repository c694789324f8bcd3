import { z } from "zod";

/** Response shapes every route shares: the error body, the message-only answer. */

/** The error body of every failure (lib/core/errors.ts ErrorBody). */
export const ErrorBodySchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Messages per field name, plus "global" for the form as a whole')
  .meta({ example: { email: ["Please enter a valid email address"], global: ["Invalid email or password"] } });

/** An answer whose news is the user-message header alone. */
export const EmptySchema = z.object({}).strict();
