import { toPublicClient } from "@/lib/clients/get-public-client";
import { route } from "@/lib/http/route";
import { webAppManifest } from "@/lib/pwa/web-app";
import { TENANT_VARY } from "@/lib/core/hostname";

/** Per host, so never prerendered at build time. */
export const dynamic = "force-dynamic";

/** GET /manifest.webmanifest: the installable web app of the client this host belongs to. */
export const GET = route({ auth: "public" }, async ({ client }) => {
  return new Response(JSON.stringify(webAppManifest(toPublicClient(client))), {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "public, max-age=3600",
      vary: TENANT_VARY,
    },
  });
});
