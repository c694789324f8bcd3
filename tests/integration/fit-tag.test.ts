import { describe, expect, it } from "vitest";
import { loadSessionUser } from "@/lib/auth/load-user";
import { db } from "@/lib/db/client";
import { fitHoseTag } from "@/lib/hoses/fit-tag";
import { resolveTagLink } from "@/lib/hoses/tag-link";
import { TAG_UNAVAILABLE } from "@/lib/tags/tag-rules";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";

/**
 * A scanned tag that no hose carries: offered to who may tag hoses, and fitted to a hose already
 * in the portal with the rules of saving the hose with it.
 */
describe("fitting a scanned tag", () => {
  async function world() {
    const client = await createClient();
    const dist = await createOrganisation(client.id, { isDistributor: true, name: "Fitters Ltd" });
    const customer = await createOrganisation(client.id, { distributorId: dist.id, name: "Plant Ltd" });
    const otherDist = await createOrganisation(client.id, { isDistributor: true });
    const otherCustomer = await createOrganisation(client.id, { distributorId: otherDist.id });
    const hose = await createHose(client.id, customer.id, { tagId: "OLD-1", name: "Press feed" });
    const taken = await createHose(client.id, customer.id, { tagId: "TAKEN-1" });
    const foreign = await createHose(client.id, otherCustomer.id, { tagId: "FOREIGN-1" });
    const fitter = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 0 }] });
    const reader = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 4 }] });
    return { client, dist, customer, hose, taken, foreign, fitter, reader };
  }
  const session = async (user: { id: string; clientId: string }) => ({
    user: (await loadSessionUser(user.clientId, user.id))!,
    impersonator: null,
  });

  it("offers an unknown tag to who may tag hoses, and to nobody else", async () => {
    const w = await world();
    const c = await db().client.findUniqueOrThrow({ where: { id: w.client.id } });
    expect(await resolveTagLink(c, await session(w.fitter), "new-tag-1")).toEqual({
      kind: "unfitted",
      tagId: "NEW-TAG-1",
      organisations: [{ id: w.dist.id, name: "Fitters Ltd" }],
    });
    expect(await resolveTagLink(c, await session(w.reader), "NEW-TAG-1")).toEqual({ kind: "unknown" });
    expect(await resolveTagLink(c, null, "NEW-TAG-1")).toEqual({ kind: "unknown" });
  });

  it("fits the tag to the hose, audited as an edit, and the hose answers to it", async () => {
    const w = await world();
    const ctx = await ctxFor(w.fitter.id, w.client.id, w.dist.id);
    expect(await fitHoseTag(ctx, { hoseId: w.hose.id, tagId: "NEW-TAG-2" })).toEqual({
      id: w.hose.id,
      message: "Tag NEW-TAG-2 is now fitted to Press feed",
    });
    expect((await db().hose.findUniqueOrThrow({ where: { id: w.hose.id } })).tagId).toBe("NEW-TAG-2");
    const audit = await db().auditEvent.findFirstOrThrow({ where: { entityId: w.hose.id, action: "hose.update" } });
    expect(audit.changes).toMatchObject({ tagId: { before: "OLD-1", after: "NEW-TAG-2" } });
    const c = await db().client.findUniqueOrThrow({ where: { id: w.client.id } });
    expect(await resolveTagLink(c, await session(w.fitter), "NEW-TAG-2")).toEqual({
      kind: "portal",
      href: `/portal/${w.dist.id}/hoses/${w.hose.id}`,
    });
  });

  it("refuses a hose out of reach (404), a read-only user (403), a tag in use (409) or not usable (422), changing nothing", async () => {
    const w = await world();
    const ctx = await ctxFor(w.fitter.id, w.client.id, w.dist.id);
    await expect(fitHoseTag(ctx, { hoseId: w.foreign.id, tagId: "NEW-TAG-3" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const readOnly = await ctxFor(w.reader.id, w.client.id, w.customer.id);
    await expect(fitHoseTag(readOnly, { hoseId: w.hose.id, tagId: "NEW-TAG-3" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(fitHoseTag(ctx, { hoseId: w.hose.id, tagId: "TAKEN-1" })).rejects.toMatchObject({
      code: "CONFLICT",
      body: { tagId: ["This tag is already used by another hose"] },
    });
    // Another organisation's hose carries it: the same neutral answer as a tag not uploaded.
    await expect(fitHoseTag(ctx, { hoseId: w.hose.id, tagId: "FOREIGN-1" })).rejects.toMatchObject({
      code: "INVALID",
      body: { tagId: [TAG_UNAVAILABLE] },
    });
    // Once the client has tag batches, only an uploaded tag of the customer's distributor fits.
    const batch = await db().tagBatch.create({
      data: { clientId: w.client.id, name: "Stock", distributorId: w.dist.id },
    });
    await db().tag.create({ data: { clientId: w.client.id, batchId: batch.id, code: "STOCK-1" } });
    await expect(fitHoseTag(ctx, { hoseId: w.hose.id, tagId: "NOT-UPLOADED" })).rejects.toMatchObject({
      code: "INVALID",
    });
    expect((await db().hose.findUniqueOrThrow({ where: { id: w.hose.id } })).tagId).toBe("OLD-1");
    expect(await db().auditEvent.count({ where: { entityId: w.hose.id } })).toBe(0);
    await fitHoseTag(ctx, { hoseId: w.hose.id, tagId: "STOCK-1" });
    expect((await db().hose.findUniqueOrThrow({ where: { id: w.hose.id } })).tagId).toBe("STOCK-1");
  });
});
