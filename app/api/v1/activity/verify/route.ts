import { verifyAuditChain } from "@/lib/activity/verify-chain";
import { route } from "@/lib/http/route";

/** GET /api/v1/activity/verify: whether the client's audit trail is unchanged (client admins). */
export const GET = route({}, async ({ ctx }) => ({ data: await verifyAuditChain(ctx) }));
