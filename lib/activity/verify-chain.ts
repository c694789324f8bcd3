import type { AuthedCtx } from "@/lib/core/ctx";
import { requireClientAdmin } from "@/lib/auth/role-guards";
import { db } from "@/lib/db/client";
import type { ChainVerification } from "@/lib/audit/schemas";

/** The hash that comes before a client's first entry. */
export const GENESIS_HASH = "0".repeat(64);

type Break = { id: string; position: number; reason: "content" | "link" };

/**
 * GET /activity/verify: walks the client's audit chain in the database, recomputing each entry's
 * hash with the same SQL function the insert trigger used (audit_event_hash, defined with the
 * canonical content in the audit_hash_chain migration), so the answer never depends on a copy of
 * that definition drifting apart. An entry breaks the chain when its content no longer gives its
 * hash, or when its prevHash is not the hash of the entry before it (or it is not the next
 * position): an entry removed or inserted shows there. The head row then says whether entries
 * after the last stored one are missing. Reads the primary, where the head row is current.
 */
export async function verifyAuditChain(ctx: AuthedCtx): Promise<ChainVerification> {
  requireClientAdmin(ctx);
  return auditChainState(ctx.client.id);
}

/** The verification of one client's chain, for whoever has already been allowed to see it (the compliance pack). */
export async function auditChainState(clientId: string): Promise<ChainVerification> {
  const [first] = await db().$queryRaw<Break[]>`
    SELECT id::text AS id, n AS position,
           CASE WHEN hash <> computed THEN 'content' ELSE 'link' END AS reason
    FROM (
      SELECT e.id, e.hash, e."prevHash", e."chainPosition",
             "audit_event_hash"(e) AS computed,
             lag(e.hash) OVER w AS before,
             (row_number() OVER w)::int AS n
      FROM "AuditEvent" e
      WHERE e."clientId" = ${clientId}::uuid
      WINDOW w AS (ORDER BY e."chainPosition")
    ) c
    WHERE hash <> computed OR "prevHash" <> coalesce(before, ${GENESIS_HASH}) OR "chainPosition" <> n
    ORDER BY n
    LIMIT 1`;
  const [stats] = await db().$queryRaw<Array<{ count: bigint; last: string | null }>>`
    SELECT count(*) AS count,
           (SELECT hash FROM "AuditEvent" WHERE "clientId" = ${clientId}::uuid ORDER BY "chainPosition" DESC LIMIT 1) AS last
    FROM "AuditEvent" WHERE "clientId" = ${clientId}::uuid`;
  const headRow = await db().auditChainHead.findUnique({ where: { clientId } });
  const count = Number(stats?.count ?? 0);
  const last = stats?.last ?? GENESIS_HASH;
  const head = headRow?.hash ?? GENESIS_HASH;
  if (first) {
    return {
      valid: false,
      count,
      head,
      firstBroken: { id: first.id, position: Number(first.position), reason: first.reason },
    };
  }
  if (Number(headRow?.position ?? 0) !== count || head !== last) {
    return { valid: false, count, head, firstBroken: { id: null, position: count + 1, reason: "missing" } };
  }
  return { valid: true, count, head };
}
