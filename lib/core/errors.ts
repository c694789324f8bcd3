import { z } from "zod";

/** The error body of every API response: field name -> messages, plus "global". */
export type ErrorBody = Record<string, string[]>;

/**
 * What went wrong, in the domain's words. The transports decide what each means on their wire
 * (lib/http/respond.ts maps them to HTTP statuses; server actions show the body on the form).
 */
export type ErrorCode =
  /** The request itself is malformed (a bad idempotency key, an unreadable link token). */
  | "BAD_REQUEST"
  /** Nobody is signed in, or the credentials no longer stand. */
  | "UNAUTHENTICATED"
  /** Signed in, but this role may not do this. */
  | "FORBIDDEN"
  /** Absent, or outside the caller's reach (the two are never told apart). */
  | "NOT_FOUND"
  /** Clashes with what is stored (a name taken, a key reused). */
  | "CONFLICT"
  /** More than the caller may send at once. */
  | "TOO_LARGE"
  /** Well-formed, but breaks a rule: messages per field. */
  | "INVALID"
  /** Too many attempts or jobs in a window. */
  | "RATE_LIMITED";

/**
 * A failure the user may be told about. Services throw these; each transport turns them into
 * its own answer (for the API: the documented JSON shape with the code's status).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly body: ErrorBody,
  ) {
    super(Object.values(body).flat().join("; "));
    this.name = "AppError";
  }
}

export const globalError = (code: ErrorCode, message: string) => new AppError(code, { global: [message] });

export const notFound = (message = "Not found") => globalError("NOT_FOUND", message);
export const forbidden = (message = "You do not have the correct permissions to access that page") =>
  globalError("FORBIDDEN", message);
export const unauthorized = (message = "Unauthorized") => globalError("UNAUTHENTICATED", message);
export const conflict = (body: ErrorBody) => new AppError("CONFLICT", body);
export const tooManyRequests = (message = "Too many attempts, please try again later") =>
  globalError("RATE_LIMITED", message);
export const invalid = (body: ErrorBody) => new AppError("INVALID", body);

/** Every issue of a zod error, grouped by top-level field ("global" for the root). */
export function zodErrorBody(error: z.ZodError): ErrorBody {
  const body: ErrorBody = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "global";
    (body[key] ??= []).push(issue.message);
  }
  return body;
}

export const validationError = (error: z.ZodError) => new AppError("INVALID", zodErrorBody(error));

/**
 * A screen's load of one record: null when the record is not there for this caller (absent,
 * outside its reach, or not for its role), so the screen shows its own "not found"; any other
 * failure (the database unreachable, a bug) goes on to the error page rather than being told to
 * the user as a record that does not exist.
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) return null;
    throw error;
  }
}
