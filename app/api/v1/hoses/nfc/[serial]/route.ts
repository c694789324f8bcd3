import { getHoseByNfc } from "@/lib/hoses/get-hose";
import { NfcParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";
import { answerLocaleFor } from "@/lib/http/answer-locale";
import { contentTaggedJson } from "@/lib/http/content-tag";
import { today } from "@/lib/dates";

/** GET /api/v1/hoses/nfc/{serial}: the hose a read NFC tag is bound to. */
export const GET = route({ params: NfcParamsSchema }, async ({ request, client, ctx, params }) => {
  // The due dates' explanation in the caller's language, tagged and varying by it as GET /hoses/{id}.
  const locale = answerLocaleFor(request, client);
  return contentTaggedJson(request, await getHoseByNfc(ctx, params.serial, today(), locale), locale);
});
