import { z } from "zod";
import { BooleanSegment } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { linkCustomer } from "@/lib/organisations/customer-links";

const Params = z.object({
  ref: z.string().trim().length(6, "Account codes are 6 characters"),
  visible: BooleanSegment,
});

/** GET /api/v1/organisations/link/{accountCode}/{visible}: a distributor links a customer. */
export const GET = route({ params: Params, changesState: true }, async ({ ctx, params }) => {
  const linked = await linkCustomer(ctx, params.ref, params.visible);
  return { data: { id: linked.id, name: linked.name }, userMessage: linked.message };
});
