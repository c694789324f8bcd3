import sharp from "sharp";
import { z } from "zod";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { route } from "@/lib/http/route";
import { ICON_SIZES, iconSvg } from "@/lib/pwa/web-app";
import { TENANT_VARY } from "@/lib/core/hostname";

const SizeParams = z.object({ size: z.enum(ICON_SIZES.map(String) as ["192", "512"], { error: "Not found" }) });

/** GET /icons/{192|512}: the web app's icon (PNG) in the client's colours. */
export const GET = route({ auth: "public", params: SizeParams }, async ({ client, params }) => {
  const size = Number(params.size);
  const png = await sharp(Buffer.from(iconSvg(toPublicClient(client), size)))
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400", vary: TENANT_VARY },
  });
});
