import { describe, expect, it } from "vitest";
import { LIMITS } from "@/lib/auth/rate-limit";
import { loadSessionUser } from "@/lib/auth/load-user";
import { db } from "@/lib/db/client";
import { setOrganisationArchived } from "@/lib/organisations/archive-organisation";
import {
  findLinkedCustomer,
  linkCustomer,
  setConfigurationsVisible,
  unlinkCustomer,
} from "@/lib/organisations/customer-links";
import { getOrganisation } from "@/lib/organisations/get-organisation";
import { listOrganisations } from "@/lib/organisations/list-organisations";
import { ctxFor, listQuery } from "../fixtures/ctx";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";

const q = listQuery;

async function world() {
  const client = await createClient();
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "Dist A" });
  const dist2 = await createOrganisation(client.id, { isDistributor: true, name: "Dist B" });
  const linked = await createOrganisation(client.id, { name: "Linked customer", distributorId: dist.id });
  const free = await createOrganisation(client.id, { name: "Free customer", accountCode: "FREE01" });
  const taken = await createOrganisation(client.id, {
    name: "Taken customer",
    accountCode: "TAKEN1",
    distributorId: dist2.id,
  });
  const foreign = await createOrganisation(other.id, { name: "Foreign customer", accountCode: "FORGN1" });
  const admin = await createUser(client.id, { clientAdmin: true });
  const distAdmin = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  const distReadOnly = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 4 }] });
  const distColleague = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 1 }] });
  const dist2Admin = await createUser(client.id, { memberships: [{ organisationId: dist2.id, role: 2 }] });
  const customerUser = await createUser(client.id, { memberships: [{ organisationId: linked.id, role: 2 }] });
  return {
    client,
    other,
    dist,
    dist2,
    linked,
    free,
    taken,
    foreign,
    asAdmin: () => ctxFor(admin.id, client.id, "admin"),
    asDist: () => ctxFor(distAdmin.id, client.id, dist.id),
    asDistReadOnly: () => ctxFor(distReadOnly.id, client.id, dist.id),
    asDistColleague: () => ctxFor(distColleague.id, client.id, dist.id),
    asDist2: () => ctxFor(dist2Admin.id, client.id, dist2.id),
    asCustomer: () => ctxFor(customerUser.id, client.id, linked.id),
    customerUserId: customerUser.id,
  };
}

describe("organisation list", () => {
  it("shows a client admin every organisation of the client and nothing of another", async () => {
    const w = await world();
    const list = await listOrganisations(await w.asAdmin(), q());
    expect(list.items.map((o) => o.name)).toEqual([
      "Dist A",
      "Dist B",
      "Free customer",
      "Linked customer",
      "Taken customer",
    ]);
    expect(list).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 5, perPage: 15 });
    expect(list.filters.map((f) => f.id)).toEqual(["search", "type", "status", "distributor"]);
  });

  it("filters, and pages", async () => {
    const w = await world();
    const ctx = await w.asAdmin();
    const customers = await listOrganisations(
      ctx,
      q({ filters: JSON.stringify({ type: "customer", search: "customer" }) }),
    );
    expect(customers.items.map((o) => o.name)).toEqual(["Free customer", "Linked customer", "Taken customer"]);
    expect(
      customers.filters.find((f) => f.id === "type")!.options.find((o) => o.value === "customer")!.isSelected,
    ).toBe(true);
    const byDistributor = await listOrganisations(ctx, q({ filters: JSON.stringify({ distributor: [w.dist2.id] }) }));
    // A distributor's network: the distributor itself and its customers; `type` narrows it.
    expect(byDistributor.items.map((o) => o.name)).toEqual(["Dist B", "Taken customer"]);
    const itsCustomers = await listOrganisations(
      ctx,
      q({ filters: JSON.stringify({ distributor: [w.dist2.id], type: "customer" }) }),
    );
    expect(itsCustomers.items.map((o) => o.name)).toEqual(["Taken customer"]);
    const itself = await listOrganisations(
      ctx,
      q({ filters: JSON.stringify({ distributor: [w.dist2.id], type: "distributor" }) }),
    );
    expect(itself.items.map((o) => o.name)).toEqual(["Dist B"]);
    const page2 = await listOrganisations(ctx, q({ page: "2", limit: "2" }));
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 3, totalItems: 5, perPage: 2 });
    expect(page2.items.map((o) => o.name)).toEqual(["Free customer", "Linked customer"]);
  });

  it("shows a distributor only its linked customers, and refuses customers", async () => {
    const w = await world();
    const list = await listOrganisations(await w.asDist(), q());
    expect(list.items.map((o) => o.name)).toEqual(["Linked customer"]);
    expect(list.filters.map((f) => f.id)).toEqual(["search"]);
    await expect(listOrganisations(await w.asCustomer(), q())).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("organisation detail", () => {
  it("is visible within reach, 404 outside it or in another client", async () => {
    const w = await world();
    expect((await getOrganisation(await w.asDist(), w.linked.id)).name).toBe("Linked customer");
    await expect(getOrganisation(await w.asDist(), w.free.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getOrganisation(await w.asAdmin(), w.foreign.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getOrganisation(await w.asCustomer(), w.dist.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("customer links", () => {
  it("links a free customer by account code (any case), with the visibility chosen", async () => {
    const w = await world();
    const result = await linkCustomer(await w.asDist(), "free01", false);
    expect(result.name).toBe("Free customer");
    const row = await db().organisation.findUniqueOrThrow({ where: { id: w.free.id } });
    expect(row).toMatchObject({ distributorId: w.dist.id, distributorConfigurationsVisible: false });
  });

  it("refuses a customer linked elsewhere, unknown or foreign codes with the same 404 (M5), and read-only users (403) - changing nothing", async () => {
    const w = await world();
    const ctx = await w.asDist();
    const NO_CUSTOMER = { code: "NOT_FOUND", body: { accountCode: ["No customer was found with that account code"] } };
    await expect(linkCustomer(ctx, "TAKEN1", true)).rejects.toMatchObject(NO_CUSTOMER);
    await expect(linkCustomer(ctx, "FORGN1", true)).rejects.toMatchObject(NO_CUSTOMER);
    await expect(linkCustomer(ctx, "NOPE00", true)).rejects.toMatchObject(NO_CUSTOMER);
    await expect(linkCustomer(await w.asDistReadOnly(), "FREE01", true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(linkCustomer(await w.asAdmin(), "FREE01", true)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.taken.id } })).distributorId).toBe(w.dist2.id);
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.free.id } })).distributorId).toBeNull();
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.foreign.id } })).distributorId).toBeNull();
  });

  it("limits guessing account codes per user (M5)", async () => {
    const w = await world();
    const ctx = await w.asDist();
    for (let i = 0; i < LIMITS.linkUser.limit; i++) {
      await expect(linkCustomer(ctx, `NOPE${String(i).padStart(2, "0")}`, true)).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    await expect(linkCustomer(ctx, "FREE01", true)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.free.id } })).distributorId).toBeNull();
  });

  it("shares one budget between the users of a distributor; the client-wide ceiling counts failures only", async () => {
    const w = await world();
    const ctx = await w.asDist();
    // Another user of the same distributor: the organisation's budget is shared.
    const colleague = await w.asDistColleague();
    for (let i = 0; i < LIMITS.linkOrganisation.limit; i++) {
      await expect(
        linkCustomer(i % 2 ? ctx : colleague, `NOPE${String(i).padStart(2, "0")}`, true),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(linkCustomer(colleague, "FREE01", true)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // Successful links never spend the client-wide ceiling: with it one short of full, a link
    // from another distributor still works, and so does the next one.
    const failures = `link:client-failures:${w.client.id}`;
    await db().rateLimitBucket.upsert({
      where: { key: failures },
      create: { key: failures, count: LIMITS.linkClientFailures.limit - 1, windowStart: new Date() },
      update: { count: LIMITS.linkClientFailures.limit - 1, windowStart: new Date() },
    });
    const other = await w.asDist2();
    await expect(linkCustomer(other, "NOPE99", true)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(linkCustomer(other, "FREE01", true)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    await db().rateLimitBucket.update({
      where: { key: failures },
      data: { count: LIMITS.linkClientFailures.limit - 1 },
    });
    await expect(linkCustomer(other, "FREE01", true)).resolves.toMatchObject({ name: "Free customer" });
    expect((await db().rateLimitBucket.findUniqueOrThrow({ where: { key: failures } })).count).toBe(
      LIMITS.linkClientFailures.limit - 1,
    );
  });

  it("finds its own linked customer by account code (the link dialog offers 'Unlink customer'), nobody else's", async () => {
    const w = await world();
    const ctx = await w.asDist();
    expect(await findLinkedCustomer(ctx, w.linked.accountCode.toLowerCase())).toMatchObject({
      id: w.linked.id,
      name: "Linked customer",
    });
    expect(await findLinkedCustomer(ctx, "TAKEN1")).toBeNull();
    expect(await findLinkedCustomer(ctx, "FREE01")).toBeNull();
    expect(await findLinkedCustomer(ctx, "FORGN1")).toBeNull();
    await expect(findLinkedCustomer(await w.asDistReadOnly(), w.linked.accountCode)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(findLinkedCustomer(await w.asAdmin(), w.linked.accountCode)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("toggles configuration visibility and unlinks only its own customers", async () => {
    const w = await world();
    const ctx = await w.asDist();
    await setConfigurationsVisible(ctx, w.linked.id, false);
    expect(
      (await db().organisation.findUniqueOrThrow({ where: { id: w.linked.id } })).distributorConfigurationsVisible,
    ).toBe(false);
    await expect(setConfigurationsVisible(ctx, w.taken.id, false)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(unlinkCustomer(ctx, w.taken.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(unlinkCustomer(await w.asDistReadOnly(), w.linked.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await unlinkCustomer(ctx, w.linked.id);
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.linked.id } })).distributorId).toBeNull();
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.taken.id } })).distributorId).toBe(w.dist2.id);
  });
});

describe("archive", () => {
  it("removes access for the organisation's users at once, and unarchiving restores it", async () => {
    const w = await world();
    const admin = await w.asAdmin();
    expect((await loadSessionUser(w.client.id, w.customerUserId))!.organisations).toHaveLength(1);
    expect(await setOrganisationArchived(admin, w.linked.id, true)).toBe("Linked customer has been archived");
    expect((await loadSessionUser(w.client.id, w.customerUserId))!.organisations).toHaveLength(0);
    await setOrganisationArchived(admin, w.linked.id, false);
    expect((await loadSessionUser(w.client.id, w.customerUserId))!.organisations).toHaveLength(1);
  });

  it("is for client admins only, and 404 for another client's organisation", async () => {
    const w = await world();
    await expect(setOrganisationArchived(await w.asDist(), w.linked.id, true)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(setOrganisationArchived(await w.asAdmin(), w.foreign.id, true)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.foreign.id } })).deletedAt).toBeNull();
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.linked.id } })).deletedAt).toBeNull();
  });
});
