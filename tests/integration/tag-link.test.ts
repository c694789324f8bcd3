import { describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/v1/organisation-settings/route";
import { loadSessionUser } from "@/lib/auth/load-user";
import { db } from "@/lib/db/client";
import { LIMITS } from "@/lib/auth/rate-limit";
import { decodeTagSegment, lookUpTagPage, resolveTagLink } from "@/lib/hoses/tag-link";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

/** `/t/{tagId}`: the portal page for who may see the hose, a bare refusal for other users, the public card for anyone else. */
describe("tag short link", () => {
  it("sends each caller where they belong and tells the public nothing about the customer", async () => {
    const client = await createClient();
    const other = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true });
    const customer = await createOrganisation(client.id, { distributorId: dist.id, name: "Secret Customer Ltd" });
    const stranger = await createOrganisation(client.id, {});
    const hose = await createHose(client.id, customer.id, { tagId: "QR-LINK-1", name: "Boom ram", status: 1 });
    const archived = await createHose(client.id, customer.id, { tagId: "QR-GONE-1", deletedAt: new Date() });
    const session = async (user: { id: string; clientId: string }) => ({
      user: (await loadSessionUser(user.clientId, user.id))!,
      impersonator: null,
    });
    const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });

    const distUser = await createUser(client.id, {
      memberships: [
        { organisationId: stranger.id, role: 0 },
        { organisationId: dist.id, role: 1 },
      ],
    });
    expect(await resolveTagLink(c, await session(distUser), "qr-link-1")).toEqual({
      kind: "portal",
      href: `/portal/${dist.id}/hoses/${hose.id}`,
    });
    const admin = await createUser(client.id, { clientAdmin: true });
    expect(await resolveTagLink(c, await session(admin), "QR-LINK-1")).toEqual({
      kind: "portal",
      href: `/portal/admin/hoses/${hose.id}`,
    });
    const strangerUser = await createUser(client.id, { memberships: [{ organisationId: stranger.id, role: 2 }] });
    expect(await resolveTagLink(c, await session(strangerUser), "QR-LINK-1")).toEqual({ kind: "foreign" });

    const card = await resolveTagLink(c, null, "QR-LINK-1");
    // The least that helps a finder: the tag and the hose's state, no name unless the settings say so.
    expect(card).toMatchObject({ kind: "public", card: { tagId: "QR-LINK-1", name: null, status: 1 } });
    expect(JSON.stringify(card)).not.toContain("Secret Customer");
    expect(JSON.stringify(card)).not.toContain("Boom ram");
    expect(await resolveTagLink(c, null, "QR-GONE-1")).toEqual({ kind: "unknown" });
    expect(archived.deletedAt).not.toBeNull();
    // Another client's hostname never finds this client's tag.
    const o = await db().client.findUniqueOrThrow({ where: { id: other.id } });
    expect(await resolveTagLink(o, null, "QR-LINK-1")).toEqual({ kind: "unknown" });
  });
});

/** Organisation settings: the public card on or off, and which details it adds. */
describe("public hose card setting", () => {
  it("is on and minimal by default; the customer's Admin turns it off or adds details, signed-in users are unaffected", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const dist = await createOrganisation(client.id, { isDistributor: true });
    const customer = await createOrganisation(client.id, { distributorId: dist.id, name: "Quarry Ltd" });
    const zone = await createZone(client.id, customer.id, null, "North pit");
    const hose = await createHose(client.id, customer.id, {
      tagId: "QR-CARD-1",
      name: "Crusher feed",
      organisationZoneId: zone.id,
      lastInspectionDate: new Date("2026-01-10"),
      lastInspectionName: "Sam Fitter",
    });
    await db().upload.create({
      data: {
        clientId: client.id,
        hoseId: hose.id,
        uploadType: 1,
        filename: "test-certificate.pdf",
        mimetype: "application/pdf",
        size: 10,
        storageKey: `k-${hose.id}`,
      },
    });
    const admin = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] });
    const manager = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 1 }] });
    const distAdmin = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
    const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });
    const anonymous = () => resolveTagLink(c, null, "QR-CARD-1");

    const settings = await call(getSettings, { host, headers: await bearerHeaders(admin, customer.id) });
    expect((settings.body as { publicCard: unknown }).publicCard).toEqual({
      enabled: true,
      hose: false,
      customer: false,
      location: false,
      inspector: false,
      documents: false,
    });
    const minimal = JSON.stringify(await anonymous());
    for (const secret of ["Crusher feed", "Quarry Ltd", "North pit", "Sam Fitter", "test-certificate"])
      expect(minimal).not.toContain(secret);

    const { publicCard: _shown, ...base } = settings.body as Record<string, unknown>;
    const put = async (user: typeof admin, org: string, publicCard?: Record<string, boolean>) =>
      call(putSettings, {
        method: "PUT",
        host,
        headers: await bearerHeaders(user, org),
        body: { ...base, updateConfig: false, ...(publicCard ? { publicCard } : {}) },
      });

    // Off: a scan shows only the tag and a way to sign in; users who may see the hose still land on it.
    const off = await put(admin, customer.id, {
      enabled: false,
      customer: true,
      location: false,
      inspector: false,
      documents: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await anonymous()).toEqual({ kind: "private", tagId: "QR-CARD-1" });
    const session = { user: (await loadSessionUser(client.id, distAdmin.id))!, impersonator: null };
    expect(await resolveTagLink(c, session, "QR-CARD-1")).toEqual({
      kind: "portal",
      href: `/portal/${dist.id}/hoses/${hose.id}`,
    });

    // A payload without publicCard (SPEC §7's shape, as the mobile app sends it) leaves it as it was.
    expect((await put(admin, customer.id)).status).toBe(200);
    expect((await anonymous()).kind).toBe("private");

    // Only the customer's own settings count: the distributor's Admin saving theirs changes nothing here.
    const distSettings = (await call(getSettings, { host, headers: await bearerHeaders(distAdmin, dist.id) }))
      .body as Record<string, unknown>;
    await call(putSettings, {
      method: "PUT",
      host,
      headers: await bearerHeaders(distAdmin, dist.id),
      body: {
        ...distSettings,
        publicCard: { enabled: true, customer: true, location: true, inspector: true, documents: true },
      },
    });
    expect((await anonymous()).kind).toBe("private");

    // A Manager may not change the settings; nothing changes.
    expect(
      (
        await put(manager, customer.id, {
          enabled: true,
          customer: true,
          location: true,
          inspector: true,
          documents: true,
        })
      ).status,
    ).toBe(403);
    expect((await anonymous()).kind).toBe("private");

    // On with every detail.
    await put(admin, customer.id, {
      enabled: true,
      hose: true,
      customer: true,
      location: true,
      inspector: true,
      documents: true,
    });
    const full = await anonymous();
    expect(full).toMatchObject({
      kind: "public",
      card: {
        name: "Crusher feed",
        customerName: "Quarry Ltd",
        location: "North pit",
        lastInspectionName: "Sam Fitter",
        documents: [{ name: "test-certificate.pdf" }],
      },
    });
    expect(full.kind === "public" && full.card.documents?.[0]?.url).toMatch(/^(https?:\/\/|\/)/);

    // Bad input: every field's message, nothing saved.
    const bad = await put(admin, customer.id, {
      enabled: "yes" as unknown as boolean,
      customer: false,
      location: false,
      inspector: false,
      documents: false,
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ "publicCard.enabled": ["Choose whether the public hose card is shown"] });
    expect((await anonymous()).kind).toBe("public");
  });
});

/** `/t/{segment}` from the page: odd paths are a plain 404, and one address cannot walk the tag ids. */
describe("tag page look-ups", () => {
  it("answers 'unknown' for a segment that does not decode or is not a tag id", async () => {
    const client = await createClient();
    const customer = await createOrganisation(client.id, {});
    await createHose(client.id, customer.id, { tagId: "QR-PATH-1" });
    const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    expect(decodeTagSegment("%E0%A4%A")).toBeNull();
    expect(decodeTagSegment("a%20b")).toBeNull();
    expect(decodeTagSegment("qr-path-1")).toBe("QR-PATH-1");
    expect(await lookUpTagPage(c, null, "%E0%A4%A", ip)).toEqual({ kind: "unknown" });
    expect(await lookUpTagPage(c, null, "QR-PATH-1", ip)).toMatchObject({ kind: "public" });
  });

  it("limits look-ups per address (an IPv6 /64 is one address); other addresses are unaffected", async () => {
    const client = await createClient();
    const customer = await createOrganisation(client.id, {});
    await createHose(client.id, customer.id, { tagId: "QR-WALK-1" });
    const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });
    const walker = "2001:db8:99:1::/64";
    await db().rateLimitBucket.create({
      data: { key: `tagpage:${client.id}:${walker}`, count: LIMITS.tagPage.limit, windowStart: new Date() },
    });
    expect(await lookUpTagPage(c, null, "QR-WALK-1", walker)).toEqual({ kind: "limited" });
    expect(await lookUpTagPage(c, null, "QR-NONE-9", walker)).toEqual({ kind: "limited" });
    expect(await lookUpTagPage(c, null, "QR-WALK-1", "2001:db8:99:2::/64")).toMatchObject({ kind: "public" });
  });
});

/**
 * The public card's configuration line (bore, length, connections) in the page's language, in
 * the client's units: a finder reads "1.500 mm" in German and "1 500 mm" in French.
 */
describe("the public card's configuration", () => {
  it("writes its numbers as the page's language does, in the client's units", async () => {
    const summary = async (unitSystem: string, locale: string) => {
      const client = await createClient({ unitSystem });
      const customer = await createOrganisation(client.id, { publicCardHose: true });
      const config = await createHoseConfiguration(client.id, customer.id, {
        type: "2SN",
        boreSize: '1/2"',
        length: 1500,
        connection1: "JIC",
        connection2: "BSP",
      });
      const tagId = `CONF-${unitSystem}-${locale}`.toUpperCase();
      await createHose(client.id, customer.id, { tagId, hoseConfigurationId: config.id });
      const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });
      const link = await resolveTagLink(c, null, tagId, new Date(), locale);
      return link.kind === "public" ? link.card.configuration : null;
    };
    expect(await summary("metric", "en-GB")).toBe('2SN 1/2" (DN12) · 1,500 mm · JIC / BSP');
    expect(await summary("metric", "de")).toBe('2SN 1/2" (DN12) · 1.500 mm · JIC / BSP');
    expect(await summary("metric", "fr")).toBe('2SN 1/2" (DN12) · 1\u202f500 mm · JIC / BSP');
    expect(await summary("imperial", "en-GB")).toBe('2SN 1/2" (-08) · 59.06 in · JIC / BSP');
    expect(await summary("imperial", "es")).toBe('2SN 1/2" (-08) · 59,06 in · JIC / BSP');
  });
});
