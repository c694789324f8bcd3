import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import { UserCreateSchema, UserRowSchema, UserUpdateSchema } from "@/lib/users/schemas";
import type { Operation } from "../registry";
import { z } from "zod";
import { IdResultSchema } from "./rows";

const tag = "Users";

/** User administration (SPEC §2.5 Users). Own-account deletion is in ./auth.ts. */
export const userOperations: Operation[] = [
  {
    method: "get",
    path: "/users",
    tag,
    summary: "Users of the organisation (user admins) or of the client (client admins)",
    auth: "user",
    organisation: "optional",
    query: ListQuerySchema,
    response: listResponseSchema(UserRowSchema),
    errors: { 403: "Not a user admin" },
  },
  {
    method: "post",
    path: "/users",
    tag,
    summary: "Create (invite) a user",
    auth: "user",
    organisation: "optional",
    body: UserCreateSchema,
    response: UserRowSchema,
    status: 201,
    userMessage: "{name} has been added / An invitation has been sent to {email}",
    errors: {
      403: "Not a user admin, or a role above the caller's",
      409: "Already a member",
      429: "Too many emails: the caller's or the address's hourly budget is spent",
    },
  },
  {
    method: "put",
    path: "/users",
    tag,
    summary: "Edit a user's role(s); role 3 revokes access to the organisation",
    auth: "user",
    organisation: "optional",
    body: UserUpdateSchema,
    response: UserRowSchema.nullable().describe("The saved user; null after revoking access"),
    userMessage: "{name} has been saved / {name} no longer has access to {organisation}",
    errors: { 403: "You do not have permission to edit this user", 404: "No such user within reach" },
  },
  {
    method: "get",
    path: "/users/{id}",
    tag,
    summary: "One user as the Users list shows it (user admins)",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: UserRowSchema,
    errors: { 403: "Not a user admin", 404: "No such user within reach" },
  },
  {
    method: "get",
    path: "/users/pending",
    tag,
    summary: "Pending invitations: invited users without a password yet",
    auth: "user",
    organisation: "optional",
    response: z.object({ items: z.array(UserRowSchema), totalItems: z.number().int() }),
    errors: { 403: "Not a user admin" },
  },
  {
    method: "delete",
    path: "/users/pending/{id}",
    tag,
    summary: "Withdraw an invitation",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "The invitation for {email} has been deleted",
    errors: { 403: "Not a user admin", 404: "No such invitation within reach" },
  },
];
