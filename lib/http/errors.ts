import { z } from "zod";

/** The error body of every API response: field name -> messages, plus "global". */
export type ErrorBody = Record<string, string[]>;

/**
 * A failure the user may be told about. Services throw these; the one mapper
 * (toErrorResponse) turns them into the documented JSON shape and status.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly body: ErrorBody,
  ) {
    super(Object.values(body).flat().join("; "));
    this.name = "AppError";
  }
}

export const globalError = (status: AppError["status"], message: string) => new AppError(status, { global: [message] });

export const notFound = (message = "Not found") => globalError(404, message);
export const forbidden = (message = "You do not have the correct permissions to access that page") =>
  globalError(403, message);
export const unauthorized = (message = "Unauthorized") => globalError(401, message);
export const conflict = (body: ErrorBody) => new AppError(409, body);
export const tooManyRequests = (message = "Too many attempts, please try again later") => globalError(429, message);

/** Every issue of a zod error, grouped by top-level field ("global" for the root). */
export function zodErrorBody(error: z.ZodError): ErrorBody {
  const body: ErrorBody = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "global";
    (body[key] ??= []).push(issue.message);
  }
  return body;
}

export const validationError = (error: z.ZodError) => new AppError(422, zodErrorBody(error));
