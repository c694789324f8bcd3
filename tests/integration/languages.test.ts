import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/v1/login/route";
import { GET as getMe, POST as updateMe } from "@/app/api/v1/me/route";
import { PUT as updateClients } from "@/app/api/v1/clients/route";
import { MeSchema } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { PASSWORD } from "../fixtures/accounts";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Languages: the client's offered languages and default (Client settings), the user's own
 * (Your profile, GET /me `locale`), and the API's error sentences in the Accept-Language asked for.
 */
async function setup(languages = ["en-GB", "de", "fr"], defaultLocale = "en-GB") {
  const client = await createClient({ languages, defaultLocale });
  const host = client.hostnames[0]!.hostname;
  const org = await createOrganisation(client.id);
  const admin = await createUser(client.id, { clientAdmin: true, password: PASSWORD });
  const member = await createUser(client.id, {
    password: PASSWORD,
    memberships: [{ organisationId: org.id, role: 2 }],
  });
  const other = await createClient({ languages: ["en-GB", "de", "fr", "es"] });
  const stranger = await createUser(other.id, { clientAdmin: true });
  return { client, host, org, admin, member, other, stranger };
}

const me = async (host: string, user: { id: string; clientId: string; sessionVersion: number }) =>
  MeSchema.parse((await call(getMe, { host, headers: await bearerHeaders(user) })).body);

const profileOf = (u: { email: string; firstName: string; lastName: string }) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
});

describe("GET /me locale and the user's own language", () => {
  it("follows the client's default until the user chooses, and back when they choose none", async () => {
    const s = await setup(["en-GB", "de", "fr"], "de");
    expect(await me(s.host, s.member)).toMatchObject({ locale: "de", ownLocale: null });

    const chosen = await call(updateMe, {
      method: "POST",
      host: s.host,
      headers: await bearerHeaders(s.member),
      body: { ...profileOf(s.member), locale: "fr" },
    });
    expect(chosen.status).toBe(200);
    expect(MeSchema.parse(chosen.body)).toMatchObject({ locale: "fr", ownLocale: "fr" });
    expect((await db().user.findUniqueOrThrow({ where: { id: s.member.id } })).locale).toBe("fr");

    // Left out, the language stays; null goes back to the client's default.
    await call(updateMe, {
      method: "POST",
      host: s.host,
      headers: await bearerHeaders(s.member),
      body: profileOf(s.member),
    });
    expect(await me(s.host, s.member)).toMatchObject({ locale: "fr" });
    await call(updateMe, {
      method: "POST",
      host: s.host,
      headers: await bearerHeaders(s.member),
      body: { ...profileOf(s.member), locale: null },
    });
    expect(await me(s.host, s.member)).toMatchObject({ locale: "de", ownLocale: null });
  });

  it("refuses a language the client does not offer (422), changing nothing", async () => {
    const s = await setup(["en-GB", "de"]);
    for (const locale of ["es", "xx", "en"]) {
      const res = await call(updateMe, {
        method: "POST",
        host: s.host,
        headers: await bearerHeaders(s.member),
        body: { ...profileOf(s.member), firstName: "Changed", locale },
      });
      expect(res.status, locale).toBe(422);
      expect(Object.keys(res.body as object)).toEqual(["locale"]);
    }
    const row = await db().user.findUniqueOrThrow({ where: { id: s.member.id } });
    expect(row).toMatchObject({ locale: null, firstName: s.member.firstName });
  });

  it("falls back to the client's default once the client stops offering the user's language", async () => {
    const s = await setup(["en-GB", "de", "fr"]);
    await db().user.update({ where: { id: s.member.id }, data: { locale: "fr" } });
    expect(await me(s.host, s.member)).toMatchObject({ locale: "fr" });
    await db().client.update({ where: { id: s.client.id }, data: { languages: ["en-GB", "de"] } });
    expect(await me(s.host, s.member)).toMatchObject({ locale: "en-GB", ownLocale: "fr" });
  });
});

describe("Client settings: languages", () => {
  const settings = { manualHoseConfiguration: false, metaTitle: null, metaDescription: null };

  it("saves the offered languages and the default, in the portal's order", async () => {
    const s = await setup(["en-GB"]);
    const res = await call(updateClients, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.admin, "admin"),
      body: { ...settings, languages: ["es", "en-GB", "de"], defaultLocale: "de" },
    });
    expect(res.status).toBe(200);
    const row = await db().client.findUniqueOrThrow({ where: { id: s.client.id } });
    expect(row).toMatchObject({ languages: ["en-GB", "de", "es"], defaultLocale: "de" });
    // Settings saved without the languages leave them as they are.
    await call(updateClients, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.admin, "admin"),
      body: settings,
    });
    expect(await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).toMatchObject({
      languages: ["en-GB", "de", "es"],
      defaultLocale: "de",
    });
  });

  it("refuses a default that is not offered, an unknown language and an empty list (422), changing nothing", async () => {
    const s = await setup(["en-GB", "de"], "de");
    const bodies = [
      { languages: ["en-GB", "fr"], defaultLocale: "de" },
      { languages: ["en-GB", "pt"], defaultLocale: "en-GB" },
      { languages: [], defaultLocale: "en-GB" },
      { languages: ["de", "de"], defaultLocale: "de" },
    ];
    for (const body of bodies) {
      const res = await call(updateClients, {
        method: "PUT",
        host: s.host,
        headers: await bearerHeaders(s.admin, "admin"),
        body: { ...settings, metaTitle: "Changed", ...body },
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).toMatchObject({
      languages: ["en-GB", "de"],
      defaultLocale: "de",
      metaTitle: null,
    });
  });

  it("is for client admins only (403), and another client's admin is not signed in here (401)", async () => {
    const s = await setup(["en-GB", "de"]);
    const body = { ...settings, languages: ["en-GB"], defaultLocale: "en-GB" };
    const asMember = await call(updateClients, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.member, s.org.id),
      body,
    });
    expect(asMember.status).toBe(403);
    const asStranger = await call(updateClients, {
      method: "PUT",
      host: s.host,
      headers: await bearerHeaders(s.stranger, "admin"),
      body,
    });
    expect(asStranger.status).toBe(401);
    expect((await db().client.findUniqueOrThrow({ where: { id: s.client.id } })).languages).toEqual(["en-GB", "de"]);
    expect((await db().client.findUniqueOrThrow({ where: { id: s.other.id } })).languages).toHaveLength(4);
  });
});

describe("API sentences follow Accept-Language", () => {
  it("answers a failed login in German when asked, in English by default and outside the client's languages", async () => {
    const s = await setup(["en-GB", "de"]);
    const body = { email: s.member.email, password: "wrong-Password1" };
    const german = await call(login, {
      method: "POST",
      host: s.host,
      body,
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(german.status).toBe(401);
    expect(german.body).toEqual({ global: ["E-Mail-Adresse oder Passwort ist falsch"] });
    const plain = await call(login, { method: "POST", host: s.host, body });
    expect(plain.body).toEqual({ global: ["Invalid email or password"] });
    const spanish = await call(login, { method: "POST", host: s.host, body, headers: { "accept-language": "es" } });
    expect(spanish.body).toEqual({ global: ["Invalid email or password"] });
  });

  it("translates validation errors field by field and the success notice", async () => {
    const s = await setup(["en-GB", "fr"]);
    const bad = await call(login, {
      method: "POST",
      host: s.host,
      body: { email: "not an address", password: "" },
      headers: { "accept-language": "fr" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ email: ["Veuillez saisir une adresse e-mail valide"] });
    const saved = await call(updateMe, {
      method: "POST",
      host: s.host,
      headers: { ...(await bearerHeaders(s.member)), "accept-language": "fr" },
      body: profileOf(s.member),
    });
    expect(saved.userMessage).toBe("Vos informations ont été enregistrées");
  });
});
