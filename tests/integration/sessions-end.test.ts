import { beforeAll, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/v1/me/password/route";
import { POST as refresh } from "@/app/api/v1/refresh/route";
import { GET as impersonate } from "@/app/api/v1/users/[id]/impersonate/route";
import { GET as describeLink } from "@/app/api/v1/validate/[token]/route";
import { TokenPairSchema } from "@/lib/auth/schemas";
import { endAllSessions } from "@/lib/auth/tokens";
import { issueUserToken } from "@/lib/auth/user-tokens";
import { createUser } from "../fixtures/factories";
import { PASSWORD, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/** Ending all sessions ends everything a session could come back from. */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

describe("ending an admin's sessions", () => {
  it("also revokes the impersonation refresh tokens that admin started (M3)", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    const { accessToken } = await tokensFor(admin);
    const res = await call(impersonate, {
      host: w.host,
      params: { id: w.users.plain.id },
      token: accessToken,
      organisationId: "admin",
    });
    const pair = TokenPairSchema.parse(res.body);
    const changed = await call(changePassword, {
      method: "POST",
      host: w.host,
      token: accessToken,
      body: { existingPassword: PASSWORD, password: "Changed-pass-9", confirmPassword: "Changed-pass-9" },
    });
    expect(changed.status).toBe(200);
    const rotated = await call(refresh, { method: "POST", host: w.host, body: { refreshToken: pair.refreshToken } });
    expect(rotated.status).toBe(401);
  });
});

describe("ending a user's sessions", () => {
  it("voids the user's outstanding emailed and one-time tokens (L12)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const reset = await issueUserToken({ clientId: w.client.id, kind: "RESET_PASSWORD", userId: user.id });
    const invite = await issueUserToken({ clientId: w.client.id, kind: "INVITATION", userId: user.id });
    expect((await call(describeLink, { host: w.host, params: { token: reset } })).status).toBe(200);
    await endAllSessions(user.id);
    for (const token of [reset, invite]) {
      expect((await call(describeLink, { host: w.host, params: { token } })).status).toBe(404);
    }
  });
});
