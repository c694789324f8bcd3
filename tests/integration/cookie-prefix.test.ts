import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/v1/logout/route";
import { GET as me } from "@/app/api/v1/me/route";
import { POST as changePassword } from "@/app/api/v1/me/password/route";
import { sessionCookie } from "@/lib/web/cookies";
import { loadSessionUser } from "@/lib/auth/load-user";
import { createClient, createUser } from "../fixtures/factories";
import { PASSWORD } from "../fixtures/accounts";
import { call } from "../fixtures/http";

/**
 * On a real (non-loopback) hostname the session cookies are Secure and carry the
 * __Host- prefix, and only the prefixed names are read there, so a cookie planted over plain http
 * or by a sibling subdomain (which cannot carry the prefix) signs nobody in.
 */

let host: string;
let clientId: string;
beforeAll(async () => {
  host = `l15-${randomBytes(4).toString("hex")}.example.test`;
  clientId = (await createClient({ hostnames: [host] })).id;
});

async function signedIn() {
  const user = await createUser(clientId, { password: PASSWORD });
  const cookie = await sessionCookie((await loadSessionUser(clientId, user.id))!, host);
  return { user, cookie };
}

describe("cookies on a real hostname", () => {
  it("are named __Host-…, Secure, on path / and without a Domain", async () => {
    const { cookie } = await signedIn();
    expect(cookie.name).toBe("__Host-hp_session");
    const res = await call(changePassword, {
      method: "POST",
      host,
      cookies: { [cookie.name]: cookie.value },
      body: { existingPassword: PASSWORD, password: "Changed-pass-9", confirmPassword: "Changed-pass-9" },
    });
    expect(res.status).toBe(200);
    const set = res.setCookies.find((c) => c.name === "__Host-hp_session")!;
    expect(set.attributes).toMatchObject({ secure: true, path: "/" });
    expect(Object.keys(set.attributes).map((k) => k.toLowerCase())).not.toContain("domain");
  });

  it("only the prefixed name signs in there: the same token under the plain name is ignored", async () => {
    const { cookie } = await signedIn();
    expect((await call(me, { host, cookies: { "__Host-hp_session": cookie.value } })).status).toBe(200);
    expect((await call(me, { host, cookies: { hp_session: cookie.value } })).status).toBe(401);
  });

  it("logout removes the prefixed cookies with the attributes a browser needs to accept it", async () => {
    const { cookie } = await signedIn();
    const res = await call(logout, { method: "POST", host, cookies: { [cookie.name]: cookie.value }, body: {} });
    const removed = res.setCookies.find((c) => c.name === "__Host-hp_session")!;
    expect(removed.value).toBe("");
    expect(removed.attributes).toMatchObject({ secure: true, path: "/" });
  });
});
