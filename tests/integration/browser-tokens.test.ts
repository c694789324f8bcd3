import { beforeAll, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/me/password/route";
import { GET as impersonate } from "@/app/api/v1/users/[id]/impersonate/route";
import { TokenPairSchema } from "@/lib/auth/schemas";
import { IMPERSONATION_COOKIE, SESSION_COOKIE } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createUser } from "../fixtures/factories";
import { PASSWORD, sessionCookiesFor, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/**
 * A browser (cookie) caller never gets bearer tokens in a JSON body, where any script
 * of the page could read them; it gets its cookie. Bearer callers (the app) still get the pair.
 */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

describe("impersonation from a browser", () => {
  it("sets the impersonation cookie and answers no tokens; no refresh token is made", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    const target = await createUser(w.client.id, {
      password: PASSWORD,
      memberships: [{ organisationId: w.customer.id, role: 0 }],
    });
    const res = await call(impersonate, {
      host: w.host,
      cookies: await sessionCookiesFor(admin),
      organisationId: "admin",
      params: { id: target.id },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.setCookies.map((c) => c.name)).toContain(IMPERSONATION_COOKIE);
    expect(await db().refreshToken.count({ where: { userId: target.id } })).toBe(0);
  });

  it("still answers the pair to a bearer caller", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    const { accessToken } = await tokensFor(admin);
    const res = await call(impersonate, {
      host: w.host,
      token: accessToken,
      organisationId: "admin",
      params: { id: w.users.plain.id },
    });
    expect(() => TokenPairSchema.parse(res.body)).not.toThrow();
  });
});

describe("password change from a browser", () => {
  it("renews the session cookie and answers no tokens", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const res = await call(changePassword, {
      method: "POST",
      host: w.host,
      cookies: await sessionCookiesFor(user),
      body: { existingPassword: PASSWORD, password: "Changed-pass-9", confirmPassword: "Changed-pass-9" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.userMessage).toBe("Your password has been changed");
    expect(res.setCookies.map((c) => c.name)).toContain(SESSION_COOKIE);
    expect(await db().refreshToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });
});
