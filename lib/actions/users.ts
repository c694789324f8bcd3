"use server";
import { z } from "zod";
import { UserCreateSchema, UserUpdateSchema } from "@/lib/users/schemas";
import { createUser, deletePendingUser, updateUser } from "@/lib/users/users";
import { portalActionCtx } from "./ctx";
import { formObject, runAction, type ActionState } from "./state";

/**
 * Server actions of the Users screen: the same services as /api/v1/users. Form fields map to
 * the API payload: `role` (a number), `receiveQuotes` and `clientAdmin` (checkboxes), and, for
 * client admins, `organisations` as a JSON list of {organisationId, role, receiveQuotes}.
 */

const Id = z.uuid("Not found");

function userPayload(formData: FormData, clientScope: boolean): Record<string, unknown> {
  const raw = formObject(formData, ["receiveQuotes", "clientAdmin"]);
  const payload: Record<string, unknown> = {
    ...raw,
    role: raw.role === undefined || raw.role === "" ? undefined : Number(raw.role),
  };
  if (clientScope) {
    delete payload.role;
    delete payload.receiveQuotes;
    let organisations: unknown = [];
    try {
      organisations = JSON.parse(String(raw.organisations ?? "[]"));
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

export async function createUserAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const input = UserCreateSchema.parse(userPayload(formData, ctx.flags.isClientAdmin));
    const { message } = await createUser(ctx, input);
    return { ok: true, errors: {}, message };
  });
}

export async function updateUserAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const payload = userPayload(formData, ctx.flags.isClientAdmin);
    // Name and email are not editable here (SPEC 5).
    delete payload.firstName;
    delete payload.lastName;
    delete payload.email;
    const input = UserUpdateSchema.parse({ ...payload, id: Id.parse(id) });
    const { message } = await updateUser(ctx, input);
    return { ok: true, errors: {}, message };
  });
}

/** 'Pending invites (N)': delete one invitation. */
export async function deletePendingUserAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const message = await deletePendingUser(await portalActionCtx(organisationId), Id.parse(id));
    return { ok: true, errors: {}, message };
  });
}
