import { z } from "zod";

export const THEMES = [1, 2, 3, 4] as const;

/** The client as the public (unauthenticated) API shows it: nothing internal. */
export const PublicClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  theme: z.number().int(),
  logo: z.string().nullable().describe("URL of the client's logo, null for the product logo"),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  manualHoseConfiguration: z.boolean(),
  termsAndConditions: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
});
export type PublicClient = z.infer<typeof PublicClientSchema>;

/** Theme 1-4, or 0 for the product's own theme when a stored value is out of range. */
export function themeOf(theme: number): number {
  return (THEMES as readonly number[]).includes(theme) ? theme : 0;
}
