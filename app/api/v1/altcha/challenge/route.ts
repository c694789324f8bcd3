import { createHumanChallenge } from "@/lib/auth/human-check";
import { clientIp } from "@/lib/auth/rate-limit";
import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";

/**
 * GET /api/v1/altcha/challenge - public: a fresh proof-of-work challenge for the human-check
 * widget (components/auth/human-check.tsx), bound to this client and rate limited per address.
 * Through route() so an unknown host gets the usual 404.
 */
export const GET = route({ auth: "public" }, async ({ client, request }) => {
  const response = json(await createHumanChallenge(client.id, clientIp(request.headers)));
  // Every challenge is single use: never let a cache hand the same one to two visitors.
  response.headers.set("cache-control", "no-store");
  return response;
});
