import { route } from "@/lib/http/route";
import { openApiDocument } from "@/lib/openapi";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 description of every /api/v1 route. */
export const GET = route({ auth: "public" }, async () => ({ data: openApiDocument() }));
