import { z } from "zod";

/** Response shapes every route shares: the error body, the message-only answer. */

/** The error body of every failure (lib/core/errors.ts ErrorBody). */
export const ErrorBodySchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Messages per field name, plus "global" for the form as a whole')
  .meta({ example: { email: ["Please enter a valid email address"], global: ["Invalid email or password"] } });

/** An answer whose news is the user-message header alone. */
export const EmptySchema = z.object({}).strict();

/**
 * Single-line text (names, titles, address lines): control characters (newline, tab, NUL,
 * DEL, C1, line and paragraph separators) become a space, before trimming. A name travels into
 * headers, emails, CSV files and one-line UI, where a line break or control character breaks or
 * forges things (ARCHITECTURE: names in any script must never turn a saved change into an error).
 * Use as `z.string().overwrite(singleLine).trim()`.
 */
export const singleLine = (value: string): string => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ");
