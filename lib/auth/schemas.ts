import { z } from "zod";
import { LocaleSchema } from "@/lib/i18n/schemas";
import { singleLine } from "@/lib/core/text";
import type { Profile } from "./load-user";
import { PressureChoiceSchema, UnitsSchema, UserUnitSystemSchema } from "@/lib/units/schemas";
import type { OrganisationMembership } from "@/lib/core/roles";

/**
 * One schema per auth payload (SPEC §7 "Auth and profile"), shared by the forms, the server
 * actions, the route handlers and the OpenAPI document.
 */

export const PASSWORD_HINT = "At least 8 characters, with an upper case and a lower case letter";

export const EmailSchema = z
  .string({ error: "Please enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address")
  .max(254, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));

export const NewPasswordSchema = z
  .string({ error: "Please enter a password" })
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters")
  .regex(/[a-z]/, "Password must contain a lower case letter")
  .regex(/[A-Z]/, "Password must contain an upper case letter");

const Name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}` })
    .overwrite(singleLine)
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(100, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most 100 characters`);

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(200),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const RefreshSchema = z.object({
  refreshToken: z.string({ error: "refreshToken is required" }).min(1).max(200),
});

export const HumanCheckField = z.string({ error: "Please complete the human verification" }).max(10_000);

export const RegisterSchema = z.object({
  email: EmailSchema,
  firstName: Name("first name"),
  lastName: Name("last name"),
  recaptchaResponse: HumanCheckField,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema, recaptchaResponse: HumanCheckField });

export const ValidateSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: z.string().optional(),
    passwordConfirmation: z.string().optional(),
    /** New users must accept the licence and privacy policy (SPEC §2.5 ValidateEmail). */
    acceptTerms: z.boolean().optional(),
  })
  .strict();
export type ValidateInput = z.infer<typeof ValidateSchema>;

export const ProfileSchema = z.object({
  email: EmailSchema,
  firstName: Name("first name"),
  lastName: Name("last name"),
  /** Required when the email changes. */
  existingPassword: z
    .string()
    .max(200)
    .optional()
    .describe("The current password; required to change the email address"),
  /** Left out: unchanged. The API's values stay metric whatever is chosen (lib/units). */
  unitSystem: UserUnitSystemSchema.optional(),
  pressureUnit: PressureChoiceSchema.optional(),
  locale: z
    .preprocess((v) => (v === "" ? null : v), LocaleSchema.nullable())
    .optional()
    .describe("The user's own language, one the client offers; null follows the client's default; left out, unchanged"),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const ChangePasswordSchema = z
  .object({
    existingPassword: z
      .string({ error: "Please enter your current password" })
      .min(1, "Please enter your current password"),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: "Please confirm your new password" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** Checks a new password pair on the validate (create/reset password) screen. */
export const PasswordPairSchema = z
  .object({ password: NewPasswordSchema, passwordConfirmation: z.string({ error: "Please confirm your password" }) })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: "The passwords do not match",
  });

export const LogoutSchema = z.object({
  /** The refresh token whose family ends; absent for a browser that only holds cookies. */
  refreshToken: z.string().max(200).optional(),
  /** 'Log out everywhere': every session of the signed-in user ends, on every device. */
  everywhere: z.boolean().optional(),
});

export const OneTimeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

// ---- Responses (the OpenAPI document describes these; tests parse answers with them) ----

export const OrganisationMembershipSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isDistributor: z.boolean(),
  role: z.number().int().min(0).max(4).describe("0 User, 1 Manager, 2 Admin, 3 revoke access, 4 Read-only"),
  receiveQuotes: z.boolean(),
  accountCode: z.string(),
  fields: z.unknown().describe("Optional hose field levels of the organisation"),
  configurationsVisible: z.boolean(),
}) satisfies z.ZodType<OrganisationMembership>;

export const MeSchema = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    clientAdmin: z.boolean(),
    systemAdmin: z.boolean(),
    emailChange: z.string().nullable().describe("New address waiting for confirmation from the emailed link"),
    locale: z
      .string()
      .describe("The language the user sees (BCP 47: en-GB, de, fr, es): their own choice, else the client's default"),
    ownLocale: z.string().nullable().describe("The language the user chose; null follows the client's default"),
    organisations: z.array(OrganisationMembershipSchema),
    impersonating: z.boolean(),
    impersonator: z.string().nullable().describe("Full name of the admin behind an impersonation"),
    units: UnitsSchema,
  })
  .strict() satisfies z.ZodType<Profile>;

export const RegisteredUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.literal(false),
});

/** What the /validate/{token} screen shows (SPEC §2.5 ValidateEmail). */
export const TemporaryUserSchema = z.object({
  purpose: z.enum(["create-password", "reset-password", "confirm-email"]),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  requiresTerms: z.boolean().describe("New users accept the licence and privacy policy (acceptTerms)"),
});
export type TemporaryUser = z.infer<typeof TemporaryUserSchema>;
export type ValidationPurpose = TemporaryUser["purpose"];

export const OneTimeTokenSchema = z.object({
  accessToken: z.string().describe("A one-time login token, redeemed at POST /one-time-login/{token}"),
});

export const LoginUrlSchema = z.object({
  url: z.string().describe("One-time login link on the user's client hostname"),
});
