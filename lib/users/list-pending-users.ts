import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { userAdminScope, visibleUsers } from "./access";
import { toUserRow, userRowInclude } from "./user-row";

/** "Pending invites (N)": invited users who have not created a password yet. */
export async function listPendingUsers(ctx: AuthedCtx) {
  const scope = userAdminScope(ctx);
  const rows = await db().user.findMany({
    where: visibleUsers(ctx, scope, { passwordHash: null }),
    include: userRowInclude,
    orderBy: { createdAt: "desc" },
    take: 1000,
  });
  return rows.map((u) => toUserRow(u, scope.kind === "organisation" ? scope.id : undefined));
}
