import { createHash } from "node:crypto";
import { type AuthedCtx, organisationKey } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, conflict } from "@/lib/core/errors";

/**
 * `Idempotency-Key` on a POST (docs/CONTRACTS.md; the phone's offline queue and the mobile app
 * retry through it): the same key and body gets the first answer again and records nothing
 * new; the same key with another body is a 409. Keys are per user and operation, kept
 * IDEMPOTENCY_TTL_HOURS. The answer is stored in the write's own transaction, so a crash can
 * never leave a record without its answer (or the reverse), and of two concurrent twins the
 * second fails on the unique index, rolls back, and replays the first's answer.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_TTL_HOURS = 24;
const KEY = /^[\x21-\x7e]{1,255}$/;

export const INVALID_KEY = "The Idempotency-Key header must be 1 to 255 visible ASCII characters";
export const KEY_REUSED = "This Idempotency-Key was already used for a different request";

export type IdempotencyClaim = { clientId: string; userId: string; scope: string; key: string; requestHash: string };
export type Answer = { status: number; body: Prisma.InputJsonValue; userMessage: string | null };
/** Called by the write inside its transaction with the answer it is about to give. */
export type Remember = (tx: Prisma.TransactionClient, answer: Answer) => Promise<void>;

/** The claim a request makes, or null when it sends no key (400 for a malformed one). */
export function idempotencyClaim(
  ctx: AuthedCtx,
  request: Request,
  scope: string,
  body: unknown,
): IdempotencyClaim | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (!KEY.test(key)) throw new AppError("BAD_REQUEST", { global: [INVALID_KEY] });
  const organisation = organisationKey(ctx);
  const requestHash = createHash("sha256").update(stableJson({ organisation, body })).digest("hex");
  return { clientId: ctx.client.id, userId: ctx.user.id, scope, key, requestHash };
}

/**
 * Answers a claimed request once: the stored answer when there is one, else `write`, which must
 * call `remember` inside its transaction. Without a claim, just `write`.
 */
export async function answerOnce(
  claim: IdempotencyClaim | null,
  write: (remember: Remember | null) => Promise<Answer>,
): Promise<Answer> {
  if (!claim) return write(null);
  const where = {
    clientId_userId_scope_key: { clientId: claim.clientId, userId: claim.userId, scope: claim.scope, key: claim.key },
  };
  // An expired key is free again.
  await db().idempotencyKey.deleteMany({
    where: {
      ...where.clientId_userId_scope_key,
      createdAt: { lt: new Date(Date.now() - IDEMPOTENCY_TTL_HOURS * 3_600_000) },
    },
  });
  const replay = async () => {
    const first = await db().idempotencyKey.findUnique({ where });
    if (!first) return null;
    if (first.requestHash !== claim.requestHash) throw conflict({ global: [KEY_REUSED] });
    return { status: first.status, body: first.body as Prisma.InputJsonValue, userMessage: first.userMessage };
  };
  const stored = await replay();
  if (stored) return stored;
  try {
    return await write(async (tx, answer) => {
      await tx.idempotencyKey.create({
        data: { ...claim, status: answer.status, body: answer.body, userMessage: answer.userMessage },
      });
    });
  } catch (error) {
    // A concurrent twin committed first: its answer is this request's answer too.
    if (isUniqueViolation(error)) {
      const first = await replay();
      if (first) return first;
    }
    throw error;
  }
}

/** JSON with object keys sorted, so equal bodies hash equally whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
