import { z } from "zod";
import { BooleanSegment } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { setConfigurationsVisible } from "@/lib/organisations/customer-links";

const Params = z.object({ id: z.uuid("Not found"), visible: BooleanSegment });

/** GET /api/v1/organisations/visible/{id}/{true|false}: show or hide configurations to a customer. */
export const GET = route({ params: Params, changesState: true }, async ({ ctx, params }) => ({
  data: { id: params.id, distributorConfigurationsVisible: params.visible },
  userMessage: await setConfigurationsVisible(ctx, params.id, params.visible),
}));
