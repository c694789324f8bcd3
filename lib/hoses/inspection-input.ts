import { zodErrorBody, type ErrorBody } from "@/lib/core/errors";
import { HoseMetaCreateSchema } from "./schemas";

export const FUTURE_INSPECTION = "The inspection date cannot be in the future";

/**
 * What the server would refuse in an inspection before it looks at the hose: the payload as
 * POST /hoseMeta parses it (the same schema) and a date after `today`. The inspection form checks
 * this on the device before it sends or keeps an inspection, so one recorded without a network
 * is not refused later for a mistake that could have been shown at once. Rules that need the
 * hose (installed after that date, archived meanwhile) stay with the server. Null when nothing
 * is wrong.
 */
export function inspectionInputErrors(body: unknown, today: Date): ErrorBody | null {
  const parsed = HoseMetaCreateSchema.safeParse(body);
  if (!parsed.success) return zodErrorBody(parsed.error);
  const date = parsed.data.inspectionDate;
  if (parsed.data.inspectionResult !== null && date && date.getTime() > today.getTime())
    return { inspectionDate: [FUTURE_INSPECTION] };
  return null;
}
