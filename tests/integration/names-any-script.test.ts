import { beforeAll, describe, expect, it } from "vitest";
import { POST as createManufacturer } from "@/app/api/v1/manufacturers/route";
import { POST as createOrganisation } from "@/app/api/v1/organisations/route";
import { db } from "@/lib/db/client";
import { json } from "@/lib/http/respond";
import { tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/**
 * A name in any script (or with a control character) never turns a saved
 * change into an error answer; the user-message header is percent-encoded UTF-8, and single-line
 * names lose their control characters at the schema.
 */

let w: AccountsWorld;
let token: string;
beforeAll(async () => {
  w = await createAccountsWorld();
  token = (await tokensFor(w.users.clientAdmin)).accessToken;
});

const org = (name: string) => ({
  name,
  contactName: "Zoë\tŁukasz",
  contactEmail: "lodz@example.test",
  addressLine1: "ul. Piotrkowska 1",
  town: "Łódź",
  postCode: "90-001",
  isDistributor: false,
});

describe("names in any script", () => {
  it.each(["Łódź Hydraulika", "东京油圧", "Ölwerk 🚜 GmbH", "مضخات"])(
    "saves %s and says so in the header",
    async (name) => {
      const res = await call(createOrganisation, {
        method: "POST",
        host: w.host,
        token,
        organisationId: "admin",
        body: org(name),
      });
      expect(res.status).toBe(201);
      expect(res.userMessage).toContain(name);
      // The raw header is plain ASCII (percent-encoded UTF-8).
      expect(res.headers.get("user-message")).toMatch(/^[\x20-\x7e]+$/);
    },
  );

  it("turns newlines and other control characters of a single-line name into spaces", async () => {
    const res = await call(createManufacturer, {
      method: "POST",
      host: w.host,
      token,
      organisationId: "admin",
      body: { name: "Line\none\r\n\u0000two\u2028" },
    });
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("Line one two has been added");
    const row = await db().organisation.findFirst({
      where: { clientId: w.client.id, contactName: { contains: "\t" } },
    });
    expect(row).toBeNull();
  });

  it("never fails to answer for an ill-formed notice (lone surrogate)", () => {
    const res = json({}, { userMessage: "Broken \ud800 name" });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get("user-message")!)).toBe("Broken \ufffd name");
  });
});
