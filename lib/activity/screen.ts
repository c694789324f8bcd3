import type { Ctx } from "@/lib/core/ctx";
import { canViewActivity } from "./access";

/** What the Activity screen shows (pure; the service enforces the same rules). */
export function activityScreen(ctx: Ctx) {
  const allowed = canViewActivity(ctx) && (ctx.organisation !== "admin" || ctx.flags.isClientAdmin);
  return { allowed, canExport: allowed };
}
