import { toPublicClient } from "@/lib/clients/get-public-client";
import { route } from "@/lib/http/route";

/** GET /api/v1/clients/current/ - no auth: the client named by the hostname. */
export const GET = route({ auth: "public" }, async ({ client }) => ({ data: toPublicClient(client) }));
