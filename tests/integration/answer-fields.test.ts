import { beforeAll, describe, expect, it } from "vitest";
import { GET as getClientUser } from "@/app/api/v1/clients/users/[id]/route";
import { POST as inviteClientAdmin, PUT as updateClientUser } from "@/app/api/v1/clients/users/route";
import { GET as listClients } from "@/app/api/v1/clients/route";
import { GET as me } from "@/app/api/v1/me/route";
import { POST as createUserRoute } from "@/app/api/v1/users/route";
import { MeSchema } from "@/lib/auth/schemas";
import { ClientRowSchema, ClientUserRowSchema } from "@/lib/clients/schemas";
import { UserRowSchema } from "@/lib/users/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import { createUser } from "../fixtures/factories";
import { PASSWORD, withSmtpSink } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/**
 * Every answer about a user (or a client) lists its fields, never a spread of the
 * database row: the documented schema, strictly, and no session or password state.
 */

withSmtpSink();
let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const PRIVATE = [
  "passwordHash",
  "sessionVersion",
  "emailChange",
  "termsAcceptedAt",
  "emailVerifiedAt",
  "deletedAt",
  "clientId",
  "updatedAt",
];
const keys = (body: unknown) => Object.keys(body as object);

describe("client users", () => {
  it("'Invite client admin' answers the row's listed fields only, for a new and for an existing user", async () => {
    const headers = await bearerHeaders(w.users.clientAdmin, "admin");
    const fresh = await call(inviteClientAdmin, {
      method: "POST",
      host: w.host,
      headers,
      body: { clientId: w.client.id, firstName: "Ina", lastName: "Vite", email: "ina.vite@example.test" },
    });
    expect(fresh.status).toBe(201);
    const existing = await createUser(w.client.id, { password: PASSWORD });
    const promoted = await call(inviteClientAdmin, {
      method: "POST",
      host: w.host,
      headers,
      body: { clientId: w.client.id, firstName: "X", lastName: "Y", email: existing.email },
    });
    expect(promoted.status).toBe(201);
    for (const res of [fresh, promoted]) {
      const user = (res.body as { user?: unknown }).user ?? res.body;
      expect(() => ClientUserRowSchema.strict().parse(user)).not.toThrow();
      for (const key of PRIVATE) expect(keys(user)).not.toContain(key);
    }
  });

  it("get and edit of a client admin answer the listed fields only", async () => {
    const headers = await bearerHeaders(w.users.clientAdmin, "admin");
    const got = await call(getClientUser, { host: w.host, headers, params: { id: w.users.secondClientAdmin.id } });
    expect(() => ClientUserRowSchema.strict().parse(got.body)).not.toThrow();
    const edited = await call(updateClientUser, {
      method: "PUT",
      host: w.host,
      headers,
      body: {
        id: w.users.secondClientAdmin.id,
        firstName: "Second",
        lastName: "Admin",
        email: w.users.secondClientAdmin.email,
      },
    });
    expect(edited.status).toBe(200);
    const user = (edited.body as { user?: unknown }).user ?? edited.body;
    expect(() => ClientUserRowSchema.strict().parse(user)).not.toThrow();
  });
});

describe("users, profile and clients", () => {
  it("Create user of a client admin with no organisation answers the listed fields only", async () => {
    const headers = await bearerHeaders(w.users.clientAdmin, "admin");
    const res = await call(createUserRoute, {
      method: "POST",
      host: w.host,
      headers,
      body: { firstName: "Cli", lastName: "Ent", email: "cli.ent@example.test", clientAdmin: true },
    });
    expect(res.status).toBe(201);
    expect(() => UserRowSchema.strict().parse(res.body)).not.toThrow();
  });

  it("GET /me answers the documented profile only", async () => {
    const res = await call(me, { host: w.host, headers: await bearerHeaders(w.users.plain) });
    expect(() => MeSchema.parse(res.body)).not.toThrow();
    expect(keys(res.body)).not.toContain("sessionVersion");
  });

  it("Manage clients rows hold the documented fields only (no storage key)", async () => {
    const res = await call(listClients, {
      host: w.host,
      headers: await bearerHeaders(w.users.systemClientAdmin, "admin"),
    });
    expect(res.status).toBe(200);
    for (const row of (res.body as { items: unknown[] }).items)
      expect(() => ClientRowSchema.strict().parse(row)).not.toThrow();
  });
});
