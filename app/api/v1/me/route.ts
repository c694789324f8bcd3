import { loadProfile, toProfile } from "@/lib/auth/load-user";
import { updateProfile } from "@/lib/auth/profile";
import { ProfileSchema } from "@/lib/auth/schemas";
import { notFound } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

/** GET /api/v1/me -> the signed-in user, with the admin behind an impersonation. */
export const GET = route({}, async ({ ctx }) => ({ data: toProfile(ctx.user, ctx.impersonator, ctx.client) }));

/**
 * POST /api/v1/me {email, firstName, lastName} -> the updated profile. A new email address stays
 * pending (emailChange) until confirmed from the link sent to it.
 */
export const POST = route({ body: ProfileSchema }, async ({ ctx, body }) => {
  const userMessage = await updateProfile(ctx, body);
  const profile = await loadProfile(ctx);
  if (!profile) throw notFound("User not found");
  return { data: profile, userMessage };
});
