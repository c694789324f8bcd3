import { setClientLogo } from "@/lib/clients/client-logo";
import { ClientLogoSchema } from "@/lib/clients/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** PUT /api/v1/clients/logo/{id} {base64Data} (system admin). */
export const PUT = route({ params: IdParamsSchema, body: ClientLogoSchema }, async ({ ctx, params, body }) => {
  const bytes = body.base64Data ? new Uint8Array(Buffer.from(body.base64Data, "base64")) : null;
  const userMessage = await setClientLogo(ctx, params.id, bytes);
  return { data: { id: params.id, hasLogo: bytes !== null }, userMessage };
});
