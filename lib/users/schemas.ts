import { z } from "zod";
import { singleLine } from "@/lib/core/text";
import { EmailSchema } from "@/lib/auth/schemas";

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(singleLine)
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** Roles that can be held (3 "revoke access" is an action on edit, not a role). */
export const HeldRoleSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)], {
  error: "Choose Read-only, User, Manager or Admin",
});

export const MembershipInputSchema = z.object({
  organisationId: z.uuid("Choose an organisation from the list"),
  role: HeldRoleSchema,
  receiveQuotes: z.boolean().default(false),
});

/**
 * SPEC §2.5 Users "Create user". An organisation's user admin adds someone to that organisation
 * (role, receiveQuotes); a client admin may also flag client admin and give several
 * organisations each with its role (`organisations`).
 */
export const UserCreateSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email: EmailSchema,
  role: HeldRoleSchema.optional(),
  receiveQuotes: z.boolean().default(false),
  clientAdmin: z.boolean().optional(),
  organisations: z.array(MembershipInputSchema).max(1000).optional(),
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

/** Edit: role (3 revokes the user's access to the organisation), or a client admin's full set. */
export const UserUpdateSchema = z.object({
  id: z.uuid("Not found"),
  role: z.union([HeldRoleSchema, z.literal(3)]).optional(),
  receiveQuotes: z.boolean().optional(),
  clientAdmin: z.boolean().optional(),
  organisations: z.array(MembershipInputSchema).max(1000).optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

export const CANNOT_EDIT_USER = "You do not have permission to edit this user";

/** A user as the Users list shows it (SPEC §2.5 Users). */
export const UserRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  clientAdmin: z.boolean(),
  pending: z.boolean(),
  /** The role in the caller's organisation (null for a client admin's view). */
  role: z.number().int().nullable(),
  receiveQuotes: z.boolean(),
  organisations: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      isDistributor: z.boolean(),
      role: z.number().int(),
      receiveQuotes: z.boolean(),
    }),
  ),
});
