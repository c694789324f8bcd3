import { randomUUID } from "node:crypto";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { GET as getChallenge } from "@/app/api/v1/altcha/challenge/route";
import { createHumanChallenge, verifyHumanCheck } from "@/lib/auth/human-check";
import { LIMITS } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/core/errors";
import { createClient } from "../fixtures/factories";
import { call } from "../fixtures/http";

const MESSAGE = "Please complete the human verification";
/** The client the in-process challenges are made for (an id is all the binding needs). */
const CLIENT: string = randomUUID();

/** What the widget submits: base64 of {challenge: {parameters, signature}, solution}. */
async function solvedPayload(challenge?: Challenge): Promise<string> {
  const c = challenge ?? (await createHumanChallenge(CLIENT, "192.0.2.1"));
  const solution = await solveChallenge({ challenge: c, deriveKey });
  if (!solution) throw new Error("no solution");
  return encode({ challenge: { parameters: c.parameters, signature: c.signature }, solution });
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));

/** The 422 body a failed check produces, or null when it passed. */
async function outcome(payload: string | null | undefined, field?: string, clientId: string = CLIENT) {
  try {
    await verifyHumanCheck(clientId, payload, field);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, body: error.body };
  }
}

const rejected = (field = "recaptchaResponse") => ({ code: "INVALID", body: { [field]: [MESSAGE] } });

describe("verifyHumanCheck", () => {
  it("accepts a solved challenge once, then refuses the same payload", async () => {
    const payload = await solvedPayload();
    expect(await outcome(payload)).toBeNull();
    expect(await outcome(payload)).toEqual(rejected());

    const signature = decode(payload).challenge.signature as string;
    const row = await db().usedChallenge.findUnique({ where: { signature } });
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it("lets only one of two concurrent uses of the same solution pass", async () => {
    const payload = await solvedPayload();
    const results = await Promise.all([outcome(payload), outcome(payload), outcome(payload)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
  });

  it("refuses missing, malformed, tampered, unsolved and expired payloads, under the given field name", async () => {
    expect(await outcome(undefined)).toEqual(rejected());
    expect(await outcome(null)).toEqual(rejected());
    expect(await outcome("")).toEqual(rejected());
    expect(await outcome("not base64 json", "altcha")).toEqual(rejected("altcha"));
    // The widget's own test mode, which must never pass on a server.
    expect(await outcome(encode({ challenge: null, solution: null, test: true }))).toEqual(rejected());

    const good = decode(await solvedPayload());
    const tamperedCost = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } },
    };
    expect(await outcome(encode(tamperedCost))).toEqual(rejected());
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } };
    expect(await outcome(encode(wrongKey))).toEqual(rejected());
    const forgedSignature = { ...good, challenge: { ...good.challenge, signature: "a".repeat(64) } };
    expect(await outcome(encode(forgedSignature))).toEqual(rejected());
    expect(await outcome("A".repeat(10_000))).toEqual(rejected());

    const expired = await createHumanChallenge(CLIENT, "192.0.2.1");
    const later = Date.now() + 11 * 60_000;
    const realNow = Date.now;
    const payload = await solvedPayload(expired);
    Date.now = () => later;
    try {
      expect(await outcome(payload)).toEqual(rejected());
    } finally {
      Date.now = realNow;
    }
    // The untampered original still passes: nothing above consumed it.
    expect(await outcome(encode(good))).toBeNull();
  });
});

describe("GET /api/v1/altcha/challenge", () => {
  it("returns a signed, expiring, uncacheable challenge for a known host", async () => {
    const client = await createClient({ hostnames: ["altcha.localhost"] });
    const res = await call(getChallenge, { host: "altcha.localhost:3000", path: "/api/v1/altcha/challenge" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const challenge = res.body as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", keyLength: 32 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt! * 1000 - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    // A challenge from the route verifies like one made in-process, for its own client only.
    const payload = await solvedPayload(challenge);
    expect(await outcome(payload, undefined, randomUUID())).toEqual(rejected());
    expect(await outcome(payload, undefined, client.id)).toBeNull();
  });

  it("binds a challenge to the client that issued it (L14): solved for one client, refused by another", async () => {
    const a = await createClient();
    const b = await createClient();
    const res = await call(getChallenge, { host: a.hostnames[0]!.hostname, path: "/api/v1/altcha/challenge" });
    const payload = await solvedPayload(res.body as Challenge);
    expect(await outcome(payload, undefined, b.id)).toEqual(rejected());
    expect(await outcome(payload, undefined, a.id)).toBeNull();
  });

  it("hands out a limited number of challenges per address (L14: 429 past it)", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    for (let i = 0; i < LIMITS.humanChallenge.limit; i++) {
      expect((await call(getChallenge, { host, path: "/api/v1/altcha/challenge", ip: "198.51.100.77" })).status).toBe(
        200,
      );
    }
    const res = await call(getChallenge, { host, path: "/api/v1/altcha/challenge", ip: "198.51.100.77" });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ global: ["Too many attempts, please try again later"] });
    expect((await call(getChallenge, { host, path: "/api/v1/altcha/challenge", ip: "198.51.100.78" })).status).toBe(
      200,
    );
  });

  it("answers an unknown host with 404 Unknown client", async () => {
    const res = await call(getChallenge, { host: "nobody.localhost", path: "/api/v1/altcha/challenge" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ global: ["Unknown client"] });
  });
});
