import { beforeAll, describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/v1/logout/route";
import { GET as me } from "@/app/api/v1/me/route";
import { POST as refresh } from "@/app/api/v1/refresh/route";
import { GET as describeLink } from "@/app/api/v1/validate/[token]/route";
import { GET as browserLogout } from "@/app/logout/route";
import { impersonationCookie } from "@/lib/web/cookies";
import { loadSessionUser } from "@/lib/auth/load-user";
import { IMPERSONATION_COOKIE } from "@/lib/auth/session";
import { issueUserToken } from "@/lib/auth/user-tokens";
import { createUser } from "../fixtures/factories";
import { PASSWORD, sessionCookiesFor, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/** Logout ends the session on the server, and 'Log out everywhere' ends them all. */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const meWith = (opts: { cookies?: Record<string, string>; token?: string }) => call(me, { host: w.host, ...opts });

describe("logout ends this session server side", () => {
  it("POST /logout: a copy of the browser cookie stops working, another browser stays signed in", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    const otherBrowser = await sessionCookiesFor(user);
    expect((await meWith({ cookies })).status).toBe(200);
    const res = await call(logout, { method: "POST", host: w.host, cookies, body: {} });
    expect(res.status).toBe(200);
    expect(res.setCookies.map((c) => c.name)).toContain("hp_session");
    expect((await meWith({ cookies })).status).toBe(401);
    expect((await meWith({ cookies: otherBrowser })).status).toBe(200);
  });

  it("GET /logout: the cookie it ended no longer signs anyone in", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    const res = await call(browserLogout, {
      host: w.host,
      path: "/logout",
      cookies,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?notice=logged-out");
    expect((await meWith({ cookies })).status).toBe(401);
  });

  it("ends an impersonation cookie too, and leaves the admin's own session alone", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    const adminCookies = await sessionCookiesFor(admin);
    const target = (await loadSessionUser(w.client.id, w.users.plain.id))!;
    const imp = await impersonationCookie(target, (await loadSessionUser(w.client.id, admin.id))!, null);
    const both = { ...adminCookies, [IMPERSONATION_COOKIE]: imp.value };
    await call(logout, { method: "POST", host: w.host, cookies: { [IMPERSONATION_COOKIE]: imp.value }, body: {} });
    // The impersonation is gone: the same cookies now act as the admin.
    const after = await meWith({ cookies: both });
    expect(after.status).toBe(200);
    expect((after.body as { id: string }).id).toBe(admin.id);
  });

  it("a bearer logout ends that device's access token and refresh token, not another device's", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const phone = await tokensFor(user);
    const tablet = await tokensFor(user);
    const res = await call(logout, { method: "POST", host: w.host, token: phone.accessToken, body: {} });
    expect(res.status).toBe(200);
    expect((await meWith({ token: phone.accessToken })).status).toBe(401);
    expect(
      (await call(refresh, { method: "POST", host: w.host, body: { refreshToken: phone.refreshToken } })).status,
    ).toBe(401);
    expect((await meWith({ token: tablet.accessToken })).status).toBe(200);
  });

  it("a logout with only the refresh token also ends the access tokens of its family", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const pair = await tokensFor(user);
    await call(logout, { method: "POST", host: w.host, body: { refreshToken: pair.refreshToken } });
    expect((await meWith({ token: pair.accessToken })).status).toBe(401);
  });
});

describe("log out everywhere", () => {
  it("ends every session of the user and voids their emailed links; this browser ends logged out", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    const otherBrowser = await sessionCookiesFor(user);
    const phone = await tokensFor(user);
    const reset = await issueUserToken({ clientId: w.client.id, kind: "RESET_PASSWORD", userId: user.id });
    const res = await call(logout, { method: "POST", host: w.host, cookies, body: { everywhere: true } });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("You have been logged out on every device");
    expect(res.setCookies.find((c) => c.name === "hp_session")?.value).toBe("");
    for (const session of [{ cookies }, { cookies: otherBrowser }, { token: phone.accessToken }]) {
      expect((await meWith(session)).status).toBe(401);
    }
    expect(
      (await call(refresh, { method: "POST", host: w.host, body: { refreshToken: phone.refreshToken } })).status,
    ).toBe(401);
    expect((await call(describeLink, { host: w.host, params: { token: reset } })).status).toBe(404);
  });

  it("needs a signed-in caller (401) and is refused while impersonating (403), nothing ended", async () => {
    expect((await call(logout, { method: "POST", host: w.host, body: { everywhere: true } })).status).toBe(401);
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    const target = await createUser(w.client.id, {
      password: PASSWORD,
      memberships: [{ organisationId: w.customer.id, role: 0 }],
    });
    const targetCookies = await sessionCookiesFor(target);
    const imp = await impersonationCookie(
      (await loadSessionUser(w.client.id, target.id))!,
      (await loadSessionUser(w.client.id, admin.id))!,
      null,
    );
    const res = await call(logout, {
      method: "POST",
      host: w.host,
      cookies: { [IMPERSONATION_COOKIE]: imp.value },
      body: { everywhere: true },
    });
    expect(res.status).toBe(403);
    expect((await meWith({ cookies: targetCookies })).status).toBe(200);
  });
});

describe("logout CSRF", () => {
  it("POST /logout from another site with a live browser session is refused, nothing ended", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    for (const origin of ["http://evil.example", `http://other.${w.host}`, null]) {
      const res = await call(logout, { method: "POST", host: w.host, cookies, body: {}, origin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ global: ["Cross-site request refused"] });
      expect(res.setCookies).toEqual([]);
    }
    expect((await meWith({ cookies })).status).toBe(200);
  });

  it("GET /logout reached from another site (or another tenant's subdomain) ends nothing", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    for (const site of ["cross-site", "same-site"]) {
      const res = await call(browserLogout, {
        host: w.host,
        path: "/logout",
        cookies,
        headers: { "sec-fetch-site": site },
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/");
      expect(res.setCookies).toEqual([]);
    }
    expect((await meWith({ cookies })).status).toBe(200);
    // Typed in the address bar or bookmarked: a real logout.
    const typed = await call(browserLogout, {
      host: w.host,
      path: "/logout",
      cookies,
      headers: { "sec-fetch-site": "none" },
    });
    expect(typed.headers.get("location")).toBe("/login?notice=logged-out");
    expect((await meWith({ cookies })).status).toBe(401);
  });
});
