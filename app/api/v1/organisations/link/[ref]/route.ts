import { z } from "zod";
import { route } from "@/lib/http/route";
import { unlinkCustomer } from "@/lib/organisations/customer-links";

/** DELETE /api/v1/organisations/link/{id}: a distributor unlinks one of its customers. */
export const DELETE = route({ params: z.object({ ref: z.uuid("Not found") }) }, async ({ ctx, params }) => ({
  data: { id: params.ref },
  userMessage: await unlinkCustomer(ctx, params.ref),
}));
