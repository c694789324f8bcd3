import type { AuthedCtx } from "@/lib/core/ctx";
import { assignableRoles } from "@/lib/core/roles";
import { db } from "@/lib/db/client";
import { AppError, forbidden } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import type { UserAdminScope } from "./access";
import { CANNOT_EDIT_USER, type UserCreateInput } from "./schemas";

/** The memberships a create/update asks for, checked against what the caller may hand out. */
export async function requestedMemberships(
  ctx: AuthedCtx,
  scope: UserAdminScope,
  input: Partial<Pick<UserCreateInput, "role" | "receiveQuotes" | "organisations">>,
) {
  if (scope.kind === "organisation") {
    if (input.role === undefined) throw new AppError("INVALID", { role: ["Choose a role"] });
    if (!assignableRoles(ctx.flags, scope.role).includes(input.role)) throw forbidden(CANNOT_EDIT_USER);
    return [{ organisationId: scope.id, role: input.role, receiveQuotes: input.receiveQuotes ?? false }];
  }
  const list = input.organisations ?? [];
  const ids = [...new Set(list.map((m) => m.organisationId))];
  if (ids.length !== list.length)
    throw new AppError("INVALID", { organisations: ["Each organisation may be listed once"] });
  const found = await db().organisation.count({ where: inClient(ctx, { id: { in: ids }, deletedAt: null }) });
  if (found !== ids.length) throw new AppError("INVALID", { organisations: ["Choose organisations from the list"] });
  return list;
}
