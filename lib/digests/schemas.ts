import { z } from "zod";

/**
 * Digest preferences, one per organisation the user belongs to: the payload of the
 * Your profile form's action. The form's single control per organisation ("Off", "Daily",
 * "Weekly on Monday"...) is read through `DigestChoiceSchema` into this shape.
 */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const DigestPreferenceSchema = z
  .object({
    organisationId: z.uuid("Organisation not found"),
    frequency: z.enum(["OFF", "DAILY", "WEEKLY"], { error: "Choose Off, Daily or Weekly" }),
    /** ISO weekday of a weekly digest: 1 Monday ... 7 Sunday. */
    weekday: z.coerce
      .number({ error: "Choose a day of the week" })
      .int("Choose a day of the week")
      .min(1, "Choose a day of the week")
      .max(7, "Choose a day of the week")
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((p) => p.frequency !== "WEEKLY" || p.weekday !== null, {
    path: ["weekday"],
    message: "Choose a day of the week",
  });
export type DigestPreferenceInput = z.infer<typeof DigestPreferenceSchema>;

export const DigestPreferencesSchema = z.object({
  preferences: z.array(DigestPreferenceSchema).min(1, "Nothing to save").max(500),
});
export type DigestPreferencesInput = z.infer<typeof DigestPreferencesSchema>;

/** The form control's value: "OFF", "DAILY" or "WEEKLY-1" ... "WEEKLY-7". */
export function digestChoice(p: { frequency: string; weekday: number | null }): string {
  return p.frequency === "WEEKLY" ? `WEEKLY-${p.weekday ?? 1}` : p.frequency;
}

/** Reads a control's value back into the payload's fields (anything else fails the schema). */
export function fromDigestChoice(value: unknown): { frequency: unknown; weekday: number | null } {
  const weekly = typeof value === "string" ? /^WEEKLY-([1-7])$/.exec(value) : null;
  return weekly ? { frequency: "WEEKLY", weekday: Number(weekly[1]) } : { frequency: value, weekday: null };
}

export const DIGEST_CHOICES: Array<{ value: string; label: string }> = [
  { value: "OFF", label: "Off" },
  { value: "DAILY", label: "Daily" },
  ...WEEKDAYS.map((day, i) => ({ value: `WEEKLY-${i + 1}`, label: `Weekly on ${day}` })),
];

/** The unsubscribe link's path parameter (POST /api/v1/digests/unsubscribe/{token}, the page). */
export const UnsubscribeParamsSchema = z.object({ token: z.string().min(1).max(2000) });

/** The unsubscribe answer. */
export const UnsubscribeResultSchema = z.object({ message: z.string() });
