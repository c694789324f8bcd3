import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { deleteManufacturer, getManufacturer } from "@/lib/manufacturers";

export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await getManufacturer(ctx, params.id),
}));

/** DELETE /api/v1/manufacturers/{id} (client admin). */
export const DELETE = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { message } = await deleteManufacturer(ctx, params.id);
  return { data: { id: params.id }, userMessage: message };
});
