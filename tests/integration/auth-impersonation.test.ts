import { beforeAll, describe, expect, it } from "vitest";
import { GET as oneTimeToken } from "@/app/api/v1/clients/one-time-token/[id]/route";
import { GET as loginUrl } from "@/app/api/v1/clients/users/[id]/impersonate/route";
import { GET as getMe } from "@/app/api/v1/me/route";
import { POST as oneTimeLogin } from "@/app/api/v1/one-time-login/[token]/route";
import { POST as refresh } from "@/app/api/v1/refresh/route";
import { GET as impersonate } from "@/app/api/v1/users/[id]/impersonate/route";
import { LoginUrlSchema, OneTimeTokenSchema, TokenPairSchema } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { createUser } from "../fixtures/factories";
import { accessTokenFor, sessionCookiesFor, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call, type CallOptions } from "../fixtures/http";

/**
 * Acting as someone else over HTTP: client admin impersonation, system admin login links,
 * one-time login tokens and their redemption. Refusals must leave no token behind.
 */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const FORBIDDEN = { global: ["You do not have the correct permissions to access that page"] };
const INVALID_REQUEST = { global: ["Invalid request"] };
const UNKNOWN_ID = "0190a1b2-0000-7000-8000-000000000000";

type Who = keyof AccountsWorld["users"];
const as = (who: Who) => accessTokenFor(w.users[who]);

/** Rows a refused call must not have written. */
const tokenRows = async () => ({
  refresh: await db().refreshToken.count(),
  userTokens: await db().userToken.count(),
  audit: await db().auditEvent.count(),
});

describe("GET /api/v1/users/{id}/impersonate", () => {
  const get = (id: string, extra: CallOptions) => call(impersonate, { host: w.host, params: { id }, ...extra });

  it("gives a client admin a pair acting as a plain user, attributed to the admin", async () => {
    const res = await get(w.users.plain.id, { token: await as("clientAdmin"), organisationId: "admin" });
    expect(res.status).toBe(200);
    const pair = TokenPairSchema.strict().parse(res.body);
    expect(res.setCookies).toEqual([]);

    const me = await call(getMe, { host: w.host, token: pair.accessToken });
    expect(me.body).toMatchObject({ id: w.users.plain.id, impersonating: true, impersonator: "Cora Admin" });
    const row = await db().refreshToken.findFirstOrThrow({
      where: { userId: w.users.plain.id, impersonatorId: w.users.clientAdmin.id },
    });
    expect(row.revokedAt).toBeNull();
    expect(
      await db().auditEvent.count({
        where: { action: "impersonation.start", actorId: w.users.clientAdmin.id, entityId: w.users.plain.id },
      }),
    ).toBe(1);

    // The refreshed pair still carries the admin.
    const refreshed = TokenPairSchema.parse(
      (await call(refresh, { method: "POST", host: w.host, body: { refreshToken: pair.refreshToken } })).body,
    );
    expect((await call(getMe, { host: w.host, token: refreshed.accessToken })).body).toMatchObject({
      impersonating: true,
    });
  });

  it("ends with the admin's own sessions: the impersonation pair stops working", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: "Admin-pass-1" });
    const { accessToken } = await tokensFor(admin);
    const pair = TokenPairSchema.parse(
      (await get(w.users.plain.id, { token: accessToken, organisationId: "admin" })).body,
    );
    await db().user.update({ where: { id: admin.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await call(getMe, { host: w.host, token: pair.accessToken })).status).toBe(401);
  });

  it("sets the impersonation cookie for a same-origin browser caller", async () => {
    const cookies = await sessionCookiesFor(w.users.clientAdmin);
    const res = await get(w.users.readOnly.id, {
      cookies,
      organisationId: "admin",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(200);
    const cookie = res.setCookies.find((c) => c.name === "hp_impersonation");
    expect(cookie?.attributes).toMatchObject({ httponly: true, path: "/" });
    expect(String(cookie?.attributes.samesite).toLowerCase()).toBe("lax");

    const me = await call(getMe, { host: w.host, cookies: { ...cookies, hp_impersonation: cookie!.value } });
    expect(me.body).toMatchObject({ id: w.users.readOnly.id, impersonating: true, impersonator: "Cora Admin" });
  });

  it("refuses a cross-site browser GET (403) before issuing anything", async () => {
    const cookies = await sessionCookiesFor(w.users.clientAdmin);
    const before = await tokenRows();
    const variants: Array<Record<string, string>> = [{ "sec-fetch-site": "cross-site" }, {}];
    for (const headers of variants) {
      const res = await get(w.users.plain.id, { cookies, organisationId: "admin", headers });
      expect(res.status).toBe(403);
      expect(res.setCookies).toEqual([]);
    }
    expect(await tokenRows()).toEqual(before);
  });

  it("is forbidden (403) for every role but client admin, writing nothing", async () => {
    const before = await tokenRows();
    const callers: Array<[Who, string | undefined]> = [
      ["plain", w.customer.id],
      ["readOnly", w.customer.id],
      ["customerAdmin", w.customer.id],
      ["manager", w.distributor.id],
      ["distributorAdmin", w.distributor.id],
      ["systemAdmin", "admin"],
      ["distributorAdmin", undefined],
    ];
    for (const [who, organisationId] of callers) {
      const res = await get(w.users.plain.id, { token: await as(who), organisationId });
      expect(res.status, who).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await tokenRows()).toEqual(before);
  });

  it("refuses admin targets and the caller's own id (403), and impersonating from an impersonation", async () => {
    const before = await tokenRows();
    for (const target of [
      w.users.secondClientAdmin.id,
      w.users.systemAdmin.id,
      w.users.systemClientAdmin.id,
      w.users.clientAdmin.id,
    ]) {
      const res = await get(target, { token: await as("clientAdmin"), organisationId: "admin" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ global: ["Client admins cannot be impersonated"] });
    }
    expect(await tokenRows()).toEqual(before);
    const pair = TokenPairSchema.parse(
      (await get(w.users.plain.id, { token: await as("clientAdmin"), organisationId: "admin" })).body,
    );
    expect((await get(w.users.readOnly.id, { token: pair.accessToken })).status).toBe(403);
  });

  it("answers 404 for another client's user or an unknown id, 422 for a malformed id, 401 without a session", async () => {
    const before = await tokenRows();
    const admin = await as("clientAdmin");
    for (const id of [w.users.otherClientUser.id, UNKNOWN_ID]) {
      const res = await get(id, { token: admin, organisationId: "admin" });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ global: ["User not found"] });
    }
    expect((await get("nope", { token: admin })).status).toBe(422);
    expect((await get(w.users.plain.id, {})).status).toBe(401);
    // The other client's admin, with its token on this hostname: not a session here.
    expect((await get(w.users.plain.id, { token: await as("otherClientAdmin"), organisationId: "admin" })).status).toBe(
      401,
    );
    expect(await tokenRows()).toEqual(before);
  });
});

describe("GET /api/v1/clients/users/{id}/impersonate (system admin login link)", () => {
  const get = (host: string, id: string, extra: CallOptions) => call(loginUrl, { host, params: { id }, ...extra });

  it("gives a system admin a one-time link on the user's own client, which signs in once", async () => {
    const res = await get(w.otherHost, w.users.clientAdmin.id, { token: await as("remoteSystemAdmin") });
    expect(res.status).toBe(200);
    const { url } = LoginUrlSchema.strict().parse(res.body);
    expect(url.startsWith(`${w.client.primaryUrl}/one-time-login/`)).toBe(true);
    const token = url.split("/one-time-login/")[1]!;

    // Redeemed on the other client it means nothing; on its own client it signs in.
    expect((await call(oneTimeLogin, { method: "POST", host: w.otherHost, params: { token } })).status).toBe(401);
    const signedIn = await call(oneTimeLogin, { method: "POST", host: w.host, params: { token } });
    expect(signedIn.status).toBe(200);
    const pair = TokenPairSchema.parse(signedIn.body);
    expect((await call(getMe, { host: w.host, token: pair.accessToken })).body).toMatchObject({
      id: w.users.clientAdmin.id,
      impersonating: true,
    });
    expect((await call(oneTimeLogin, { method: "POST", host: w.host, params: { token } })).body).toEqual(
      INVALID_REQUEST,
    );
  });

  it("is forbidden (403) for client admins and organisation users, writing nothing", async () => {
    const before = await tokenRows();
    for (const who of ["clientAdmin", "distributorAdmin", "plain", "readOnly"] as const) {
      const res = await get(w.host, w.users.plain.id, { token: await as(who) });
      expect(res.status, who).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await tokenRows()).toEqual(before);
  });

  it("refuses another system admin (403) and unknown users (404); needs a session (401)", async () => {
    const before = await tokenRows();
    expect((await get(w.otherHost, w.users.systemAdmin.id, { token: await as("remoteSystemAdmin") })).status).toBe(403);
    expect((await get(w.otherHost, UNKNOWN_ID, { token: await as("remoteSystemAdmin") })).status).toBe(404);
    expect((await get(w.otherHost, w.users.plain.id, {})).status).toBe(401);
    expect(await tokenRows()).toEqual(before);
  });
});

describe("GET /api/v1/clients/one-time-token/{id} and POST /api/v1/one-time-login/{token}", () => {
  const issue = (id: string, extra: CallOptions) => call(oneTimeToken, { host: w.host, params: { id }, ...extra });
  const redeem = (token: string, extra: CallOptions = {}) =>
    call(oneTimeLogin, { method: "POST", host: w.host, params: { token }, ...extra });

  it("issues a single-use login token that a system admin can hand out", async () => {
    for (const who of ["systemAdmin", "systemClientAdmin"] as const) {
      const res = await issue(w.users.manager.id, { token: await as(who), organisationId: "admin" });
      expect(res.status, who).toBe(200);
      const { accessToken: token } = OneTimeTokenSchema.strict().parse(res.body);

      const first = await redeem(token);
      expect(first.status).toBe(200);
      const pair = TokenPairSchema.strict().parse(first.body);
      expect((await call(getMe, { host: w.host, token: pair.accessToken })).body).toMatchObject({
        id: w.users.manager.id,
        impersonating: true,
      });

      const second = await redeem(token);
      expect(second.status).toBe(401);
      expect(second.body).toEqual(INVALID_REQUEST);
    }
  });

  it("lets a system admin issue one for a client admin; client admins get none, for anyone (403, SPEC §6)", async () => {
    expect((await issue(w.users.secondClientAdmin.id, { token: await as("systemAdmin") })).status).toBe(200);
    const before = await tokenRows();
    for (const id of [
      w.users.secondClientAdmin.id,
      w.users.systemClientAdmin.id,
      w.users.plain.id,
      w.users.manager.id,
    ]) {
      const res = await issue(id, { token: await as("clientAdmin"), organisationId: "admin" });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await issue(w.users.systemClientAdmin.id, { token: await as("systemAdmin") })).status).toBe(403);
    expect(await tokenRows()).toEqual(before);
  });

  it("is forbidden (403) for organisation users, 404 for another client's user, 401 without a session", async () => {
    const before = await tokenRows();
    for (const who of ["plain", "readOnly", "manager", "distributorAdmin", "customerAdmin"] as const) {
      const res = await issue(w.users.plain.id, { token: await as(who) });
      expect(res.status, who).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    const foreign = await issue(w.users.otherClientUser.id, { token: await as("systemAdmin") });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ global: ["User not found"] });
    expect((await issue(w.users.plain.id, {})).status).toBe(401);
    expect((await issue(w.users.plain.id, { token: await as("otherClientAdmin") })).status).toBe(401);
    expect(await tokenRows()).toEqual(before);
  });

  it("answers Invalid request (401) for unknown tokens and for a deleted user's token", async () => {
    expect((await redeem("not-a-token")).body).toEqual(INVALID_REQUEST);
    const user = await createUser(w.client.id);
    const { accessToken: token } = OneTimeTokenSchema.parse(
      (await issue(user.id, { token: await as("systemAdmin") })).body,
    );
    await db().user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    const res = await redeem(token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_REQUEST);
    expect(await db().refreshToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("lets only one of two concurrent redemptions win", async () => {
    const { accessToken: token } = OneTimeTokenSchema.parse(
      (await issue(w.users.plain.id, { token: await as("systemAdmin") })).body,
    );
    const results = await Promise.all([redeem(token), redeem(token), redeem(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("limits attempts per address (10 per window)", async () => {
    const ip = "203.0.113.10";
    for (let i = 0; i < 10; i++) expect((await redeem(`guess-${i}`, { ip })).status).toBe(401);
    const { accessToken: token } = OneTimeTokenSchema.parse(
      (await issue(w.users.plain.id, { token: await as("systemAdmin") })).body,
    );
    const res = await redeem(token, { ip });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ global: ["Too many attempts, please try again later"] });
    // Not spent by the refused attempt.
    expect((await redeem(token)).status).toBe(200);
  });
});
