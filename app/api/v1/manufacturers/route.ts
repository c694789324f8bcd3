import { route } from "@/lib/http/route";
import { ListQuerySchema } from "@/lib/lists/schemas";
import { createManufacturer, listManufacturers, updateManufacturer } from "@/lib/manufacturers";
import { ManufacturerCreateSchema, ManufacturerUpdateSchema } from "@/lib/manufacturers/schemas";

/** GET /api/v1/manufacturers: the client's manufacturers, paginated. */
export const GET = route({ query: ListQuerySchema }, async ({ ctx, query }) => ({
  data: await listManufacturers(ctx, query),
}));

/** POST /api/v1/manufacturers {name} (client admin). */
export const POST = route({ body: ManufacturerCreateSchema }, async ({ ctx, body }) => {
  const { row, message } = await createManufacturer(ctx, body);
  return { data: row, status: 201, userMessage: message };
});

/** PUT /api/v1/manufacturers {id, name} (client admin). */
export const PUT = route({ body: ManufacturerUpdateSchema }, async ({ ctx, body }) => {
  const { row, message } = await updateManufacturer(ctx, body);
  return { data: row, userMessage: message };
});
