import { readClientLogo } from "@/lib/clients/client-logo";
import { notFound } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { TENANT_VARY } from "@/lib/core/hostname";

/** GET /api/v1/clients/current/logo: the logo of the hostname's client (public, cached briefly). */
export const GET = route({ auth: "public" }, async ({ client }) => {
  const logo = await readClientLogo(client.logoKey);
  if (!logo) throw notFound("This client has no logo");
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "content-type": logo.type,
      "cache-control": "public, max-age=300",
      // The logo depends on the tenant hostname: a shared cache must key on both headers that
      // name it, or one tenant's logo is served for another.
      vary: TENANT_VARY,
      "x-content-type-options": "nosniff",
    },
  });
});
