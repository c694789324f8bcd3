import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/core/errors";
import { LIMITS, consumeRateLimit } from "./rate-limit";
import { derivedKey } from "@/lib/core/secrets";

/**
 * Human verification with ALTCHA: a self-hosted proof of work, no third-party call.
 *
 * Deterministic mode: the server picks the counter the browser must reach, so the work is
 * bounded (no unlucky minute-long solves) and verifying is one HMAC of the submitted key, not a
 * key derivation. PBKDF2-SHA-256 runs on WebCrypto in the widget's workers; cost x counter
 * (1,000 x 1,000-2,000) is about a second on a phone, a few hundred ms on a laptop.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 2_000;
const EXPIRES_MS = 10 * 60_000;
/** A real payload is well under 1 kB; refuse anything large before parsing it. */
const MAX_PAYLOAD_CHARS = 4_096;

export type { Challenge };

/**
 * The signing keys of one client's challenges: a challenge is bound to the tenant
 * that issued it, so work done for one client's form cannot be spent on another's.
 */
function secrets(clientId: string): { signature: string; key: string } {
  // ALTCHA_HMAC_KEY when configured (rotate it alone); else derived from AUTH_SECRET.
  const base = env().ALTCHA_HMAC_KEY ?? Buffer.from(derivedKey("altcha")).toString("hex");
  const sub = (purpose: string) => createHmac("sha256", base).update(`${purpose}:${clientId}`).digest("hex");
  return { signature: sub("altcha:challenge"), key: sub("altcha:derived-key") };
}

/** A challenge for this client's forms; rate limited per client and address. */
export async function createHumanChallenge(clientId: string, ip: string): Promise<Challenge> {
  await consumeRateLimit(`altcha:${clientId}:${ip}`, LIMITS.humanChallenge);
  const { signature, key } = secrets(clientId);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + EXPIRES_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

/** The widget's payload: base64 of {challenge: {parameters, signature}, solution}. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string(),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const MESSAGE = "Please complete the human verification";

/**
 * Throws 422 `{[field]: ["Please complete the human verification"]}` unless the payload is a
 * solved, correctly signed, unexpired challenge of this client that was never used before.
 */
export async function verifyHumanCheck(
  clientId: string,
  payload: string | undefined | null,
  field = "recaptchaResponse",
): Promise<void> {
  const failed = () => new AppError("INVALID", { [field]: [MESSAGE] });
  const parsed = decode(payload);
  if (!parsed) throw failed();
  const { signature, key } = secrets(clientId);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  }).catch(() => null);
  if (!result?.verified) throw failed();
  // Only now (signature checked) may the payload write to the database.
  const expiresAt = new Date(parsed.challenge.parameters.expiresAt * 1000);
  if (!(await markUsed(parsed.challenge.signature, expiresAt))) throw failed();
}

function decode(payload: string | undefined | null): z.infer<typeof PayloadSchema> | null {
  if (!payload || payload.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let lastSweep = 0;

/**
 * Single use: the insert succeeds for exactly one caller, however many submit the same solution
 * at once (the primary key decides, not a read-then-write). Expired rows are swept at most once
 * a minute per process; their challenges fail on expiry anyway.
 */
async function markUsed(signature: string, expiresAt: Date): Promise<boolean> {
  if (Date.now() - lastSweep > 60_000) {
    lastSweep = Date.now();
    await db().usedChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  }
  const inserted = await db().$executeRaw`
    INSERT INTO "UsedChallenge" ("signature", "expiresAt") VALUES (${signature}, ${expiresAt})
    ON CONFLICT ("signature") DO NOTHING`;
  return inserted === 1;
}
