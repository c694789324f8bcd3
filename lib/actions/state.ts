import { randomUUID } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError, zodErrorBody, type ErrorBody } from "@/lib/core/errors";
import { UNAVAILABLE } from "@/lib/http/respond";
import { reportServerError } from "@/lib/observability/server";

/** What every server action returns to its form: field errors in the API's shape, or success. */
export type ActionState<T = unknown> = { ok: boolean; errors: ErrorBody; message?: string; data?: T };

/** FormData -> plain object; checkboxes named in `booleans` become true/false. */
export function formObject(formData: FormData, booleans: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of formData.entries())
    if (typeof value === "string" && !key.startsWith("$ACTION")) out[key] = value;
  for (const key of booleans) out[key] = formData.get(key) === "on" || formData.get(key) === "true";
  return out;
}

/**
 * Runs an action body: zod and domain errors become field errors for the form; redirects and
 * other Next control flow pass through; anything else is logged and reported generically.
 */
export async function runAction<T>(body: () => Promise<ActionState<T>>): Promise<ActionState<T>> {
  try {
    return await body();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AppError) return { ok: false, errors: error.body };
    if (error instanceof z.ZodError) return { ok: false, errors: zodErrorBody(error) };
    if (isDatabaseUnavailable(error)) return { ok: false, errors: { global: [UNAVAILABLE] } };
    // Like the API's generic 500: a reference in the log, the report and the message.
    const requestId = randomUUID();
    console.error(`[action] unhandled error ${requestId}`, error);
    reportServerError(error, { requestId });
    return { ok: false, errors: { global: [`Something went wrong, please try again (reference ${requestId})`] } };
  }
}
