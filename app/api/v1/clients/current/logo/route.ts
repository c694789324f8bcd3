import { readClientLogo } from "@/lib/clients/client-logo";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

/** GET /api/v1/clients/current/logo: the logo of the hostname's client (public, cached briefly). */
export const GET = route({ auth: "public" }, async ({ client }) => {
  const logo = await readClientLogo(client.logoKey);
  if (!logo) throw notFound("This client has no logo");
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "content-type": logo.type,
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
});
