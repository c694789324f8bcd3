import { describe, expect, it } from "vitest";
import { loadSessionUser } from "@/lib/auth/load-user";
import { db } from "@/lib/db/client";
import { resolveTagLink } from "@/lib/hoses/tag-link";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";

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
    const session = async (user: { id: string; clientId: string }) => ({ user: (await loadSessionUser(user.clientId, user.id))!, impersonator: null });
    const c = await db().client.findUniqueOrThrow({ where: { id: client.id } });

    const distUser = await createUser(client.id, { memberships: [{ organisationId: stranger.id, role: 0 }, { organisationId: dist.id, role: 1 }] });
    expect(await resolveTagLink(c, await session(distUser), "qr-link-1")).toEqual({ kind: "portal", href: `/portal/${dist.id}/hoses/${hose.id}` });
    const admin = await createUser(client.id, { clientAdmin: true });
    expect(await resolveTagLink(c, await session(admin), "QR-LINK-1")).toEqual({ kind: "portal", href: `/portal/admin/hoses/${hose.id}` });
    const strangerUser = await createUser(client.id, { memberships: [{ organisationId: stranger.id, role: 2 }] });
    expect(await resolveTagLink(c, await session(strangerUser), "QR-LINK-1")).toEqual({ kind: "foreign" });

    const card = await resolveTagLink(c, null, "QR-LINK-1");
    expect(card).toMatchObject({ kind: "public", card: { tagId: "QR-LINK-1", name: "Boom ram", status: 1 } });
    expect(JSON.stringify(card)).not.toContain("Secret Customer");
    expect(await resolveTagLink(c, null, "QR-GONE-1")).toEqual({ kind: "unknown" });
    expect(archived.deletedAt).not.toBeNull();
    // Another client's hostname never finds this client's tag.
    const o = await db().client.findUniqueOrThrow({ where: { id: other.id } });
    expect(await resolveTagLink(o, null, "QR-LINK-1")).toEqual({ kind: "unknown" });
  });
});
