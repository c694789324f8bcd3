import { UnsubscribeParamsSchema } from "@/lib/digests/schemas";
import { unsubscribeDigest } from "@/lib/digests/unsubscribe-digest";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/digests/unsubscribe/{token}: the one-click unsubscribe of a digest email
 * (RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe
 * address, without cookies). The token is the credential; the body is not read. 200 whether it
 * was on or already off; a tampered token is a 400.
 */
export const POST = route({ auth: "public", params: UnsubscribeParamsSchema }, async ({ client, params }) => {
  const message = await unsubscribeDigest(client, params.token);
  return { data: { message }, userMessage: message };
});
