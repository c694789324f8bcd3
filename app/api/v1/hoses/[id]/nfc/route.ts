import { bindNfcTag } from "@/lib/hoses/bind-nfc-tag";
import { removeNfcTag } from "@/lib/hoses/remove-nfc-tag";
import { HoseNfcBindSchema } from "@/lib/hoses/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** PUT /api/v1/hoses/{id}/nfc {serial}: bind an NFC tag to the hose as a second identifier. */
export const PUT = route({ params: IdParamsSchema, body: HoseNfcBindSchema }, async ({ ctx, params, body }) => {
  const { message, ...data } = await bindNfcTag(ctx, params.id, body);
  return { data, userMessage: message };
});

/** DELETE /api/v1/hoses/{id}/nfc: remove the hose's NFC tag. */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { message, ...data } = await removeNfcTag(ctx, params.id);
  return { data, userMessage: message };
});
