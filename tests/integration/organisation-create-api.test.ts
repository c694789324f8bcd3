import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrganisation } from "@/app/api/v1/organisations/route";
import { GET as getMe } from "@/app/api/v1/me/route";
import { db } from "@/lib/db/client";
import { sessionCookiesFor, tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call, type CallOptions } from "../fixtures/http";

/** POST /api/v1/organisations: any signed-in user but a system admin creates one and becomes its Admin. */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const valid = {
  name: "Quayside Hydraulics",
  contactName: "Quinn Quay",
  contactEmail: " Quinn@Quayside.test ",
  addressLine1: "1 Dock Road",
  town: "Portsmouth",
  postCode: "PO1 1AA",
  isDistributor: true,
};

const post = (body: unknown, extra: CallOptions) =>
  call(createOrganisation, { method: "POST", host: w.host, body, ...extra });
const organisations = () => db().organisation.count({ where: { clientId: w.client.id } });

describe("POST /api/v1/organisations", () => {
  it("creates the organisation (201) with a 6-character account code, the caller as its Admin", async () => {
    const { accessToken } = await tokensFor(w.users.plain);
    const res = await post(valid, { token: accessToken });
    expect(res.status).toBe(201);
    const body = res.body as { id: string; accountCode: string };
    expect(Object.keys(body).sort()).toEqual(["accountCode", "id"]);
    expect(body.accountCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(res.userMessage).toBe(`Organisation created, your new account code is ${body.accountCode}`);

    const row = await db().organisation.findUniqueOrThrow({ where: { id: body.id } });
    expect(row).toMatchObject({
      clientId: w.client.id,
      name: valid.name,
      contactEmail: "quinn@quayside.test",
      addressLine2: null,
      isDistributor: true,
    });
    const me = await call(getMe, { host: w.host, token: accessToken });
    expect((me.body as { organisations: Array<{ id: string; role: number }> }).organisations).toContainEqual(
      expect.objectContaining({ id: body.id, role: 2 }),
    );
  });

  it("works for a browser session from the same origin, and refuses another origin (403)", async () => {
    const cookies = await sessionCookiesFor(w.users.manager);
    const before = await organisations();
    expect((await post(valid, { cookies, origin: "http://evil.example" })).status).toBe(403);
    expect(await organisations()).toBe(before);
    expect((await post({ ...valid, isDistributor: false }, { cookies })).status).toBe(201);
  });

  it("is forbidden (403) for a system admin, creating nothing", async () => {
    const before = await organisations();
    for (const who of ["systemAdmin", "systemClientAdmin"] as const) {
      const res = await post(valid, { token: (await tokensFor(w.users[who])).accessToken });
      expect(res.status, who).toBe(403);
      expect(res.body).toEqual({ global: ["You do not have the correct permissions to access that page"] });
    }
    expect(await organisations()).toBe(before);
  });

  it("returns every field error at once (422), creating nothing", async () => {
    const { accessToken } = await tokensFor(w.users.plain);
    const before = await organisations();
    const res = await post({}, { token: accessToken });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      name: ["Name is required"],
      contactName: ["Contact name is required"],
      contactEmail: ["Contact email is required"],
      addressLine1: ["Address line 1 is required"],
      town: ["Town is required"],
      postCode: ["Post code is required"],
      isDistributor: ["Please choose Distributor or Customer"],
    });
    const bad = await post({ ...valid, contactEmail: "nope", postCode: "x".repeat(21) }, { token: accessToken });
    expect(bad.body).toEqual({
      contactEmail: ["Please enter a valid email address"],
      postCode: ["Post code must be at most 20 characters"],
    });
    expect(await organisations()).toBe(before);
  });

  it("needs a session of this client (401)", async () => {
    const before = await organisations();
    expect((await post(valid, {})).status).toBe(401);
    expect((await post(valid, { token: (await tokensFor(w.users.otherClientUser)).accessToken })).status).toBe(401);
    expect(await organisations()).toBe(before);
  });
});
