import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { userAdminScope, visibleUsers } from "./access";
import { toUserRow, userRowInclude } from "./user-row";

/** One user within the caller's reach (another's: 404). */
export async function getUser(ctx: AuthedCtx, id: string) {
  const scope = userAdminScope(ctx);
  const row = await db().user.findFirst({ where: visibleUsers(ctx, scope, { id }), include: userRowInclude });
  if (!row) throw notFound("User not found");
  return toUserRow(row, scope.kind === "organisation" ? scope.id : undefined);
}
