import { getHoseByNfc } from "@/lib/hoses/get-hose";
import { NfcParamsSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/hoses/nfc/{serial}: the hose a read NFC tag is bound to. */
export const GET = route({ params: NfcParamsSchema }, async ({ ctx, params }) => ({
  data: await getHoseByNfc(ctx, params.serial),
}));
