import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/v1/hoses/[id]/route";
import { fromIsoDate } from "@/lib/dates";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser, createZone } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * "Why these dates?" (GET /hoses/{id} nextInspectionBasis and replacementBasis) answers in the
 * Accept-Language asked for, and its ETag and Vary keep one language's answer from being served
 * to a reader of another.
 */
async function setup() {
  const client = await createClient({ languages: ["en-GB", "de", "fr"], defaultLocale: "en-GB" });
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { name: "Quarry" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const hose = await createHose(client.id, customer.id, {
    organisationZoneId: site.id,
    installationDate: fromIsoDate("2024-01-15"),
    name: "Feed",
    tagId: "BASIS-1",
  });
  const get = async (headers: Record<string, string> = {}) =>
    call(getRoute, {
      method: "GET",
      host,
      headers: { ...(await bearerHeaders(user, customer.id)), ...headers },
      params: { id: hose.id },
    });
  return { get };
}

type Basis = { nextInspectionBasis: string; replacementBasis: string };

describe("GET /hoses/{id}: the due dates' explanation in the caller's language", () => {
  it("answers German with Accept-Language: de and English without, under different ETags", async () => {
    const s = await setup();
    const english = await s.get();
    const german = await s.get({ "accept-language": "de-DE,de;q=0.9,en;q=0.5" });
    expect(english.status).toBe(200);
    expect(german.status).toBe(200);
    const en = english.body as Basis;
    const de = german.body as Basis;
    expect(en.nextInspectionBasis).toMatch(/^\d+ months? from installation on 15\/01\/2024 \(Quarry settings\)$/);
    expect(en.replacementBasis).toMatch(/ from installation in 01\/2024 \(Quarry settings\)$/);
    expect(de.nextInspectionBasis).toMatch(/^\d+ Monate? ab Einbau am 15\.01\.2024 \(Einstellungen von Quarry\)$/);
    expect(de.replacementBasis).toMatch(/ ab Einbau im 01[./]2024 \(Einstellungen von Quarry\)$/);
    expect(de.nextInspectionBasis).not.toBe(en.nextInspectionBasis);

    const enTag = english.headers.get("etag");
    const deTag = german.headers.get("etag");
    expect(enTag).toBeTruthy();
    expect(deTag).toBeTruthy();
    expect(deTag).not.toBe(enTag);
    for (const res of [english, german]) expect(res.headers.get("vary")).toMatch(/Accept-Language/i);
    expect(german.headers.get("content-language")).toBe("de");

    // The English tag does not earn a German reader a 304 of the English answer; its own tag does.
    const deWithEnTag = await s.get({ "accept-language": "de", "if-none-match": enTag! });
    expect(deWithEnTag.status).toBe(200);
    expect((deWithEnTag.body as Basis).nextInspectionBasis).toBe(de.nextInspectionBasis);
    const deAgain = await s.get({ "accept-language": "de-DE,de;q=0.9,en;q=0.5", "if-none-match": deTag! });
    expect(deAgain.status).toBe(304);
    const enAgain = await s.get({ "if-none-match": enTag! });
    expect(enAgain.status).toBe(304);
  });

  it("answers English for a language the client does not offer", async () => {
    const s = await setup();
    const spanish = await s.get({ "accept-language": "es" });
    expect((spanish.body as Basis).nextInspectionBasis).toMatch(/ from installation on 15\/01\/2024 /);
  });
});
