"use server";
import { z } from "zod";
import type { AuthedCtx } from "@/lib/core/ctx";
import { createUser, deletePendingUser, updateUser } from "@/lib/users";
import { UserCreateSchema, UserUpdateSchema } from "@/lib/users/schemas";
import { portalAction } from "./action";

/**
 * Server actions of the Users screen: the same services as /api/v1/users. Form fields map to
 * the API payload: `role` (a number), `receiveQuotes` and `clientAdmin` (checkboxes), and, for
 * client admins, `organisations` as a JSON list of {organisationId, role, receiveQuotes}.
 */

const Id = z.uuid("Not found");
const BOOLEANS = ["receiveQuotes", "clientAdmin"];

function userPayload(form: Record<string, unknown>, ctx: AuthedCtx): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...form,
    role: form.role === undefined || form.role === "" ? undefined : Number(form.role),
  };
  if (ctx.flags.isClientAdmin) {
    delete payload.role;
    delete payload.receiveQuotes;
    let organisations: unknown = [];
    try {
      organisations = JSON.parse(String(form.organisations ?? "[]"));
    } catch {
      // Left as [] : the schema reports nothing odd, the service checks the list.
    }
    payload.organisations = organisations;
  } else {
    delete payload.clientAdmin;
    delete payload.organisations;
  }
  return payload;
}

export const createUserAction = portalAction(
  { schema: UserCreateSchema, booleans: BOOLEANS, input: ({ form, ctx }) => userPayload(form, ctx) },
  async ({ ctx, input }) => ({ message: (await createUser(ctx, input)).message }),
);

export const updateUserAction = portalAction(
  {
    schema: UserUpdateSchema,
    booleans: BOOLEANS,
    input: ({ form, ctx }, id: string) => {
      // Name and email are not editable here: only the API's full payload changes them.
      const payload = userPayload(form, ctx);
      delete payload.firstName;
      delete payload.lastName;
      delete payload.email;
      return { ...payload, id: Id.parse(id) };
    },
  },
  async ({ ctx, input }) => ({ message: (await updateUser(ctx, input)).message }),
);

/** 'Pending invites (N)': delete one invitation. */
export const deletePendingUserAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: await deletePendingUser(ctx, Id.parse(id)),
}));
