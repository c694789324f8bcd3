import { z } from "zod";
import { LoginUrlSchema, OneTimeTokenSchema, TokenPairSchema } from "@/lib/auth/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { EmptySchema } from "@/lib/http/schemas";
import type { Operation } from "../registry";

const tag = "Impersonation";

export const impersonationOperations: Operation[] = [
  {
    method: "get",
    path: "/users/{id}/impersonate",
    tag,
    summary: "Act as a non-admin user of this client (client admins)",
    description:
      "The pair carries the client admin behind it. A browser (session cookie) caller gets the impersonation cookie and an empty object instead of a pair.",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: z.union([TokenPairSchema, EmptySchema]),
    errors: {
      403: "Not a client admin, the target is an admin, or already impersonating",
      404: "No such user in this client",
    },
  },
  {
    method: "get",
    path: "/clients/users/{id}/impersonate",
    tag,
    summary: "One-time login link as a user of any client (system admins)",
    auth: "user",
    params: IdParamsSchema,
    response: LoginUrlSchema,
    errors: { 403: "Not a system admin, or the target is another system admin", 404: "No such user" },
  },
  {
    method: "get",
    path: "/clients/one-time-token/{id}",
    tag,
    summary: "One-time login token for a user of this client (system admins only)",
    auth: "user",
    params: IdParamsSchema,
    response: OneTimeTokenSchema,
    errors: { 403: "Not a system admin, or the target is a system admin", 404: "No such user in this client" },
  },
];
