import { deleteOwnAccount } from "@/lib/auth/profile";
import { clearBrowserCookies, isCookieSession } from "@/lib/http/cookies";
import { notFound } from "@/lib/core/errors";
import { json } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { IdParamsSchema } from "@/lib/http/params";
import { getUser } from "@/lib/users";

/**
 * DELETE /api/v1/users/{id}. Today: own-account deletion (the caller logs out everywhere).
 * Seam: deleting another user belongs to user administration (a later issue), which will take
 * the `else` branch; until then no other user is reachable and the answer is 404.
 */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params, request, session }) => {
  if (params.id !== ctx.user.id) throw notFound("User not found");
  const userMessage = await deleteOwnAccount(ctx, params.id);
  const response = json({}, { userMessage });
  return isCookieSession(request, session) ? clearBrowserCookies(request, response) : response;
});

/** GET /api/v1/users/{id}: one user, as the Users list shows it (user admins). */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getUser(ctx, params.id),
}));
