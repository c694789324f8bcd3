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
      // The logo depends on the tenant hostname (Host or X-Client-Host): a shared cache must key
      // on both, or one tenant's logo is served for another (review L7).
      vary: "Host, X-Client-Host",
      "x-content-type-options": "nosniff",
    },
  });
});
