import { z } from "zod";
import { LocaleSchema } from "@/lib/i18n/schemas";
import { LOCALES } from "@/lib/i18n/locales";
import { singleLine } from "@/lib/core/text";
import { PRESSURE_UNITS, UNIT_SYSTEMS } from "@/lib/units/convert";
import { ClientUnitSystemSchema, PressureChoiceSchema } from "@/lib/units/schemas";

export const THEMES = [1, 2, 3, 4] as const;

/**
 * The client as the public (unauthenticated) API shows it. What every visitor sees anyway: the
 * brand, its texts, the address its labels and emails lead to (primaryUrl) and its website. Not
 * the contact person's name, email or phone, nor the list of hostnames it answers on: those stay
 * with the people who manage clients.
 */
export const PublicClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  primaryUrl: z.string().describe("Where QR labels and email links lead, e.g. https://portal.example.com"),
  website: z.string().nullable(),
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

const optionalText = (max: number, label: string) =>
  z
    .string()
    .overwrite(singleLine)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Two rich texts of up to 200,000 characters each, in any script: more than the 1 MB default. */
export const CLIENT_BODY_MAX_BYTES = 4 * 1024 * 1024;

const richText = (label: string) =>
  z
    .string()
    .max(200_000, `${label} is too long`)
    .nullish()
    .transform((v) => v || null);

/** SPEC §2.5 ClientSettings: what a client admin may change about their own client. */
export const ClientSettingsSchema = z.object({
  manualHoseConfiguration: z.boolean({ error: "Manual hose config entry must be on or off" }),
  metaTitle: optionalText(70, "Meta Title"),
  metaDescription: optionalText(300, "Meta Description"),
  termsAndConditions: richText("Terms and conditions"),
  privacyPolicy: richText("Privacy Policy"),
  /** Left out: unchanged. Stored values stay metric whatever the default (lib/units). */
  unitSystem: ClientUnitSystemSchema.optional(),
  pressureUnit: PressureChoiceSchema.optional(),
  // Left out, the client's languages stay as they are (callers that predate them keep working).
  languages: z
    .array(LocaleSchema)
    .min(1, "Offer at least one language")
    .max(LOCALES.length)
    .refine((list) => new Set(list).size === list.length, "Each language may be listed once")
    .optional()
    .describe("The languages the portal offers (BCP 47)"),
  defaultLocale: LocaleSchema.optional().describe("The default language; one of `languages`"),
});
export type ClientSettingsInput = z.infer<typeof ClientSettingsSchema>;

const Hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/,
    "Enter hostnames without scheme or port, e.g. portal.example.com",
  );

/** A client as a system admin creates or edits it (Manage clients). */
export const ClientCreateSchema = ClientSettingsSchema.omit({ languages: true, defaultLocale: true })
  .partial({ manualHoseConfiguration: true })
  .extend({
    name: z
      .string({ error: "Name is required" })
      .overwrite(singleLine)
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
    primaryUrl: z.url({ protocol: /^https?$/, error: "Enter the portal's address, e.g. https://portal.example.com" }),
    hostnames: z
      .array(Hostname)
      .min(1, "Add at least one hostname")
      .max(20, "At most 20 hostnames")
      .refine((list) => new Set(list).size === list.length, "Each hostname may be listed once"),
    theme: z.coerce.number().int().min(1, "Choose a theme from 1 to 4").max(4, "Choose a theme from 1 to 4"),
    contactName: optionalText(100, "Contact name"),
    contactEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email("Please enter a valid email address"))
      .nullish()
      .or(z.literal("").transform(() => null)),
    contactPhone: optionalText(40, "Contact phone"),
    website: optionalText(200, "Website"),
  });
export type ClientCreateInput = z.infer<typeof ClientCreateSchema>;

export const ClientUpdateSchema = ClientCreateSchema.extend({ id: z.uuid("Not found") });
export type ClientUpdateInput = z.infer<typeof ClientUpdateSchema>;

/** SPEC §3 Client user (client admin invite): firstName, lastName, email, clientId. */
export const ClientUserInviteSchema = z.object({
  clientId: z.uuid("Not found"),
  firstName: z
    .string({ error: "First name is required" })
    .overwrite(singleLine)
    .trim()
    .min(1, "First name is required")
    .max(100),
  lastName: z
    .string({ error: "Last name is required" })
    .overwrite(singleLine)
    .trim()
    .min(1, "Last name is required")
    .max(100),
  email: z
    .string({ error: "Please enter an email address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address")),
});
export type ClientUserInviteInput = z.infer<typeof ClientUserInviteSchema>;

/** PUT /clients/users (ClientUserEdit): a client admin's name or email, corrected. */
export const ClientUserUpdateSchema = ClientUserInviteSchema.omit({ clientId: true }).extend({
  id: z.uuid("Not found"),
});
export type ClientUserUpdateInput = z.infer<typeof ClientUserUpdateSchema>;

export const ClientUsersQuerySchema = z.object({ clientId: z.uuid("Not found") });

/** A client as Manage clients shows it (system admins only). */
export const ClientRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  primaryUrl: z.string(),
  hostnames: z.array(z.string()),
  theme: z.number().int(),
  hasLogo: z.boolean(),
  manualHoseConfiguration: z.boolean(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  termsAndConditions: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  unitSystem: z.enum(UNIT_SYSTEMS),
  pressureUnit: z.enum(PRESSURE_UNITS).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** A client admin as Client users lists them. */
export const ClientUserRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  clientAdmin: z.boolean(),
  systemAdmin: z.boolean(),
  pending: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** PUT /clients/logo/{id}: base64 image data like uploads (SPEC §3 Upload); null removes the logo. */
export const ClientLogoSchema = z.object({
  base64Data: z
    .string()
    .max(800_000, "The logo must be 512 KB or smaller")
    .regex(/^[A-Za-z0-9+/=\s]*$/, "base64Data must be base64")
    .nullable(),
});
