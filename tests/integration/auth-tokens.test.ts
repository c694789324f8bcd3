import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import { POST as logout } from "@/app/api/v1/logout/route";
import { GET as me } from "@/app/api/v1/me/route";
import { POST as refresh } from "@/app/api/v1/refresh/route";
import { signPortalJwt } from "@/lib/auth/jwt";
import { TokenPairSchema } from "@/lib/auth/schemas";
import { hashToken } from "@/lib/core/secrets";
import { db } from "@/lib/db/client";
import { createUser } from "../fixtures/factories";
import { PASSWORD, sessionCookiesFor, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/** Sign-in and token lifecycle over HTTP: /login, /refresh, /logout, and bearer checks via /me. */

const EXPIRED = { global: ["Your session has expired, please log in again"] };
const TOO_MANY = { global: ["Too many attempts, please try again later"] };
const INVALID_LOGIN = { global: ["Invalid email or password"] };

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const post = (handler: typeof login, host: string, body: unknown, extra: Parameters<typeof call>[1] = {}) =>
  call(handler, { method: "POST", host, body, ...extra });

describe("POST /api/v1/login", () => {
  it("answers a token pair that authenticates the user on this client", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const res = await post(login, w.host, { email: `  ${user.email.toUpperCase()} `, password: PASSWORD });
    expect(res.status).toBe(200);
    const pair = TokenPairSchema.strict().parse(res.body);
    expect(await db().refreshToken.count({ where: { userId: user.id, tokenHash: hashToken(pair.refreshToken) } })).toBe(
      1,
    );

    const profile = await call(me, { host: w.host, token: pair.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: user.id, email: user.email, impersonating: false });
  });

  it("gives one message for a wrong password, an unknown email, no password yet and a deleted account", async () => {
    const noPassword = await createUser(w.client.id);
    const deleted = await createUser(w.client.id, { password: PASSWORD, deletedAt: new Date() });
    const attempts = [
      { email: w.users.plain.email, password: "Wrong-pass-1" },
      { email: "nobody@example.test", password: PASSWORD },
      { email: noPassword.email, password: PASSWORD },
      { email: deleted.email, password: PASSWORD },
      // A user of the other client does not exist on this hostname.
      { email: w.users.otherClientUser.email, password: PASSWORD },
    ];
    for (const body of attempts) {
      const res = await post(login, w.host, body);
      expect(res.status, body.email).toBe(401);
      expect(res.body).toEqual(INVALID_LOGIN);
    }
    expect(await db().refreshToken.count({ where: { userId: { in: [noPassword.id, deleted.id] } } })).toBe(0);
  });

  it("returns every field error at once (422)", async () => {
    const empty = await post(login, w.host, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      email: ["Please enter your email address"],
      password: ["Please enter your password"],
    });

    const bad = await post(login, w.host, { email: "not-an-email", password: "" });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Please enter your password"],
    });
  });

  it("answers a body that is not JSON with 400", async () => {
    const res = await call(login, { method: "POST", host: w.host, rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ global: ["The request body is not valid JSON"] });
  });

  it("refuses the 11th attempt on one account from one address, but never locks the owner out (L2)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const attacker = "192.0.2.66";
    for (let i = 0; i < 10; i++) {
      expect((await post(login, w.host, { email: user.email, password: `Wrong-${i}` }, { ip: attacker })).status).toBe(
        401,
      );
    }
    const eleventh = await post(login, w.host, { email: user.email, password: PASSWORD }, { ip: attacker });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual(TOO_MANY);
    expect(await db().refreshToken.count({ where: { userId: user.id } })).toBe(0);
    // The owner, from their own address, still logs in with the right password.
    expect((await post(login, w.host, { email: user.email, password: PASSWORD }, { ip: "192.0.2.67" })).status).toBe(
      200,
    );
  });

  it("limits attempts per address across accounts (30 per window)", async () => {
    const ip = "192.0.2.30";
    for (let i = 0; i < 30; i++) {
      expect((await post(login, w.host, { email: `probe${i}@example.test`, password: "x" }, { ip })).status).toBe(401);
    }
    const res = await post(login, w.host, { email: w.users.plain.email, password: PASSWORD }, { ip });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    // Another address is not affected.
    const elsewhere = await createUser(w.client.id, { password: PASSWORD });
    expect(
      (await post(login, w.host, { email: elsewhere.email, password: PASSWORD }, { ip: "192.0.2.31" })).status,
    ).toBe(200);
  });

  it("answers an unknown hostname with 404 Unknown client", async () => {
    const res = await post(login, "unknown.localhost", { email: w.users.plain.email, password: PASSWORD });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ global: ["Unknown client"] });
  });
});

describe("bearer tokens", () => {
  it("answers 401 without a token, with a malformed, forged, expired or wrong-kind token", async () => {
    const none = await call(me, { host: w.host });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ global: ["Please log in to continue"] });

    const { id, clientId, sessionVersion } = w.users.plain;
    const pair = await tokensFor(w.users.plain);
    const forged = await new SignJWT({ cid: clientId, sv: sessionVersion, typ: "access-token" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(id)
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("not-the-server-secret-0123456789abcdef"));
    const expired = await signPortalJwt("access-token", { sub: id, cid: clientId, sv: sessionVersion }, -60);
    const cookieKind = await signPortalJwt("session", { sub: id, cid: clientId, sv: sessionVersion }, 600);
    for (const token of ["garbage", forged, expired, cookieKind, pair.refreshToken]) {
      const res = await call(me, { host: w.host, token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(EXPIRED);
    }
    const notBearer = await call(me, { host: w.host, headers: { authorization: "Basic abc" } });
    expect(notBearer.status).toBe(401);
  });

  it("answers 401 for a token issued on the other client, even via X-Client-Host", async () => {
    const foreign = await tokensFor(w.users.otherClientAdmin);
    expect((await call(me, { host: w.otherHost, token: foreign.accessToken })).status).toBe(200);
    const res = await call(me, { host: w.host, token: foreign.accessToken });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED);
    const hinted = await call(me, {
      host: w.otherHost,
      headers: { "x-client-host": w.host },
      token: foreign.accessToken,
    });
    expect(hinted.status).toBe(401);
  });

  it("authenticates a browser by its session cookie too", async () => {
    const cookies = await sessionCookiesFor(w.users.manager);
    const res = await call(me, { host: w.host, cookies });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: w.users.manager.id });
    // A cookie minted for this client means nothing on the other one.
    expect((await call(me, { host: w.otherHost, cookies })).status).toBe(401);
  });
});

describe("POST /api/v1/refresh", () => {
  it("rotates: a new pair, and the presented refresh token is spent", async () => {
    const first = await tokensFor(w.users.plain);
    const res = await post(refresh, w.host, { refreshToken: first.refreshToken });
    expect(res.status).toBe(200);
    const second = TokenPairSchema.parse(res.body);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await call(me, { host: w.host, token: second.accessToken })).status).toBe(200);

    const rows = await db().refreshToken.findMany({
      where: { tokenHash: { in: [hashToken(first.refreshToken), hashToken(second.refreshToken)] } },
    });
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.find((r) => r.tokenHash === hashToken(first.refreshToken))?.rotatedAt).not.toBeNull();
  });

  it("treats reuse of a rotated token as theft: 401 and the whole family revoked", async () => {
    const first = await tokensFor(w.users.plain);
    const legit = TokenPairSchema.parse((await post(refresh, w.host, { refreshToken: first.refreshToken })).body);

    const replay = await post(refresh, w.host, { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(EXPIRED);

    // The token from the legitimate rotation is now dead too.
    const afterTheft = await post(refresh, w.host, { refreshToken: legit.refreshToken });
    expect(afterTheft.status).toBe(401);
    const family = await db().refreshToken.findFirstOrThrow({ where: { tokenHash: hashToken(first.refreshToken) } });
    const live = await db().refreshToken.count({ where: { familyId: family.familyId, revokedAt: null } });
    expect(live).toBe(0);
  });

  it("lets only one of two concurrent refreshes with the same token win", async () => {
    const pair = await tokensFor(w.users.plain);
    const results = await Promise.all([1, 2].map(() => post(refresh, w.host, { refreshToken: pair.refreshToken })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("refuses a refresh token of the other client without touching it", async () => {
    const foreign = await tokensFor(w.users.otherClientUser);
    const res = await post(refresh, w.host, { refreshToken: foreign.refreshToken });
    expect(res.status).toBe(401);
    // Still valid where it belongs: a wrong hostname is not theft.
    expect((await post(refresh, w.otherHost, { refreshToken: foreign.refreshToken })).status).toBe(200);
  });

  it("validates the body (422) and refuses unknown tokens (401)", async () => {
    const empty = await post(refresh, w.host, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ refreshToken: ["refreshToken is required"] });
    expect((await post(refresh, w.host, { refreshToken: "unknown" })).status).toBe(401);
  });

  it("limits refreshes per address (60 per window)", async () => {
    const ip = "192.0.2.60";
    for (let i = 0; i < 60; i++)
      expect((await post(refresh, w.host, { refreshToken: `guess-${i}` }, { ip })).status).toBe(401);
    const pair = await tokensFor(w.users.plain);
    const res = await post(refresh, w.host, { refreshToken: pair.refreshToken }, { ip });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    // Refused before rotation: the token was not spent.
    expect(
      (await db().refreshToken.findFirstOrThrow({ where: { tokenHash: hashToken(pair.refreshToken) } })).rotatedAt,
    ).toBeNull();
  });
});

describe("POST /api/v1/logout", () => {
  it("revokes the presented token's family only, with the logged-out message", async () => {
    const phone = await tokensFor(w.users.manager);
    const tablet = await tokensFor(w.users.manager);
    const rotated = TokenPairSchema.parse((await post(refresh, w.host, { refreshToken: phone.refreshToken })).body);

    const res = await post(logout, w.host, { refreshToken: rotated.refreshToken }, { token: rotated.accessToken });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("You have been logged out");
    expect(res.setCookies).toEqual([]);

    expect((await post(refresh, w.host, { refreshToken: rotated.refreshToken })).status).toBe(401);
    expect((await post(refresh, w.host, { refreshToken: tablet.refreshToken })).status).toBe(200);
  });

  it("works without an access token (an expired one must not block logout) and without a body", async () => {
    const pair = await tokensFor(w.users.plain);
    expect((await post(logout, w.host, { refreshToken: pair.refreshToken }, { token: "expired" })).status).toBe(200);
    expect((await post(refresh, w.host, { refreshToken: pair.refreshToken })).status).toBe(401);
    const bare = await call(logout, { method: "POST", host: w.host });
    expect(bare.status).toBe(200);
    expect(bare.userMessage).toBe("You have been logged out");
  });

  it("does not revoke another client's token", async () => {
    const foreign = await tokensFor(w.users.otherClientUser);
    expect((await post(logout, w.host, { refreshToken: foreign.refreshToken })).status).toBe(200);
    expect((await post(refresh, w.otherHost, { refreshToken: foreign.refreshToken })).status).toBe(200);
  });

  it("clears the browser cookies of a cookie session", async () => {
    const cookies = { ...(await sessionCookiesFor(w.users.plain)), hp_impersonation: "stale" };
    const res = await call(logout, { method: "POST", host: w.host, cookies });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("You have been logged out");
    const cleared = Object.fromEntries(res.setCookies.map((c) => [c.name, c]));
    for (const name of ["hp_session", "hp_impersonation"]) {
      expect(cleared[name]?.value).toBe("");
      expect(cleared[name]?.attributes.path).toBe("/");
      expect(new Date(String(cleared[name]?.attributes.expires)).getTime()).toBeLessThan(Date.now());
    }
  });

  it("validates the refresh token's type", async () => {
    const res = await post(logout, w.host, { refreshToken: 42 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body as object)).toEqual(["refreshToken"]);
  });
});
