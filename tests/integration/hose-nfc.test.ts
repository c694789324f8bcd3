import { describe, expect, it } from "vitest";
import { DELETE as unbindRoute, PUT as bindRoute } from "@/app/api/v1/hoses/[id]/nfc/route";
import { GET as getRoute } from "@/app/api/v1/hoses/[id]/route";
import { GET as lookupRoute } from "@/app/api/v1/hoses/nfc/[serial]/route";
import { GET as syncRoute } from "@/app/api/v1/sync/hoses/route";
import { fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * NFC tags as a hose's second identifier: binding one (PUT /hoses/{id}/nfc), the clash with
 * another hose of the client (409), removing it (DELETE), reading it (GET /hoses/nfc/{serial}),
 * the offline copy carrying it, and the refusals (foreign 404, read-only 403) changing nothing.
 */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const otherDist = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const elsewhere = await createOrganisation(client.id, { name: "Elsewhere", distributorId: otherDist.id });
  const foreignOrg = await createOrganisation(other.id, { name: "Foreign" });
  const installed = { installationDate: fromIsoDate("2026-01-01") };
  const hose = await createHose(client.id, customer.id, { ...installed, name: "Crusher feed" });
  const second = await createHose(client.id, customer.id, installed);
  const elsewhereHose = await createHose(client.id, elsewhere.id, installed);
  const foreignHose = await createHose(other.id, foreignOrg.id, installed);
  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }] });
  const users = {
    dist: await member(dist.id, 2),
    customerUser: await member(customer.id, 0),
    customerReadOnly: await member(customer.id, 4),
    otherDist: await member(otherDist.id, 2),
  };
  return {
    host,
    hose,
    second,
    elsewhereHose,
    foreignHose,
    as: {
      dist: () => bearerHeaders(users.dist, dist.id),
      customerUser: () => bearerHeaders(users.customerUser, customer.id),
      customerReadOnly: () => bearerHeaders(users.customerReadOnly, customer.id),
      otherDist: () => bearerHeaders(users.otherDist, otherDist.id),
    },
  };
}

const serialOf = async (id: string) => (await db().hose.findUniqueOrThrow({ where: { id } })).nfcSerial;
const audits = (id: string) => db().auditEvent.count({ where: { entityId: id, action: "hose.update" } });

describe("hose NFC tags", () => {
  it("binds a tag, finds the hose by it, and removes it", async () => {
    const s = await setup();
    const bound = await call(bindRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as.customerUser(),
      params: { id: s.hose.id },
      body: { serial: " 04:a1:b2:c3:d4:e5:f6 " },
    });
    expect(bound.status).toBe(200);
    expect(bound.body).toEqual({ id: s.hose.id, nfcSerial: "04:A1:B2:C3:D4:E5:F6" });
    expect(decodeURIComponent(bound.headers.get("user-message")!)).toBe("An NFC tag is now bound to Crusher feed");
    expect(await serialOf(s.hose.id)).toBe("04:A1:B2:C3:D4:E5:F6");
    expect(await audits(s.hose.id)).toBe(1);

    // Read by anyone who sees the hose, whatever the case the reader reports.
    const found = await call(lookupRoute, {
      host: s.host,
      headers: await s.as.dist(),
      params: { serial: "04:a1:b2:c3:d4:e5:f6" },
    });
    expect(found).toMatchObject({ status: 200, body: { id: s.hose.id, nfcSerial: "04:A1:B2:C3:D4:E5:F6" } });
    // The same detail as GET /hoses/{id}, the sentences that explain its dates included.
    const byId = await call(getRoute, { host: s.host, headers: await s.as.dist(), params: { id: s.hose.id } });
    expect(found.body).toEqual(byId.body);
    expect(found.body).toMatchObject({ nextInspectionBasis: expect.any(String), replacementBasis: expect.any(String) });

    // The offline copy carries it, so the tag opens the hose without a network.
    const copy = await call(syncRoute, { host: s.host, headers: await s.as.customerUser() });
    expect(copy.status).toBe(200);
    const kept = (copy.body as { hoses: Array<{ id: string; nfcSerial: string | null }> }).hoses;
    expect(kept.find((h) => h.id === s.hose.id)?.nfcSerial).toBe("04:A1:B2:C3:D4:E5:F6");
    expect(kept.find((h) => h.id === s.second.id)?.nfcSerial).toBeNull();

    // Binding the same tag again changes nothing.
    const again = await call(bindRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as.dist(),
      params: { id: s.hose.id },
      body: { serial: "04:A1:B2:C3:D4:E5:F6" },
    });
    expect(again.status).toBe(200);
    expect(await audits(s.hose.id)).toBe(1);

    const removed = await call(unbindRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as.dist(),
      params: { id: s.hose.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: s.hose.id, nfcSerial: null });
    expect(decodeURIComponent(removed.headers.get("user-message")!)).toBe(
      "The NFC tag has been removed from Crusher feed",
    );
    expect(await serialOf(s.hose.id)).toBeNull();
    expect(await audits(s.hose.id)).toBe(2);
    const gone = await call(lookupRoute, {
      host: s.host,
      headers: await s.as.dist(),
      params: { serial: "04:A1:B2:C3:D4:E5:F6" },
    });
    expect(gone.status).toBe(404);
  });

  it("refuses a tag another hose of the client has (409), even one the caller does not see", async () => {
    const s = await setup();
    await db().hose.update({ where: { id: s.second.id }, data: { nfcSerial: "04:AA" } });
    await db().hose.update({ where: { id: s.elsewhereHose.id }, data: { nfcSerial: "04:BB" } });
    for (const serial of ["04:aa", "04:BB"]) {
      const res = await call(bindRoute, {
        method: "PUT",
        host: s.host,
        headers: await s.as.customerUser(),
        params: { id: s.hose.id },
        body: { serial },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ serial: ["This NFC tag is already bound to another hose"] });
    }
    expect(await serialOf(s.hose.id)).toBeNull();
    expect(await audits(s.hose.id)).toBe(0);

    // Another client's tags are its own business: the same serial binds here.
    await db().hose.update({ where: { id: s.foreignHose.id }, data: { nfcSerial: "04:CC" } });
    const free = await call(bindRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as.customerUser(),
      params: { id: s.hose.id },
      body: { serial: "04:CC" },
    });
    expect(free.status).toBe(200);
  });

  it("answers 404 for a hose or tag out of reach, 403 for a read-only user, 422 for a bad serial: nothing changes", async () => {
    const s = await setup();
    await db().hose.update({ where: { id: s.elsewhereHose.id }, data: { nfcSerial: "04:EE" } });
    await db().hose.update({ where: { id: s.foreignHose.id }, data: { nfcSerial: "04:FF" } });
    const bind = async (headers: Record<string, string>, id: string, serial: unknown = "04:11") =>
      call(bindRoute, { method: "PUT", host: s.host, headers, params: { id }, body: { serial } });

    expect((await bind(await s.as.dist(), s.elsewhereHose.id)).status).toBe(404);
    expect((await bind(await s.as.dist(), s.foreignHose.id)).status).toBe(404);
    const readOnly = await bind(await s.as.customerReadOnly(), s.hose.id);
    expect(readOnly.status).toBe(403);
    expect(
      (
        await call(unbindRoute, {
          method: "DELETE",
          host: s.host,
          headers: await s.as.customerReadOnly(),
          params: { id: s.elsewhereHose.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(unbindRoute, {
          method: "DELETE",
          host: s.host,
          headers: await s.as.dist(),
          params: { id: s.elsewhereHose.id },
        })
      ).status,
    ).toBe(404);
    const bad = await bind(await s.as.dist(), s.hose.id, "04 A1 <script>");
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      serial: ["The NFC tag's serial number may contain letters, digits and - _ . : only"],
    });
    expect((await bind(await s.as.dist(), s.hose.id, "")).body).toEqual({ serial: ["Read an NFC tag"] });

    // The lookup is scoped like GET /hoses/{id}: a tag on a hose out of sight is unknown.
    for (const serial of ["04:EE", "04:FF", "04:99"]) {
      const res = await call(lookupRoute, { host: s.host, headers: await s.as.dist(), params: { serial } });
      expect(res.status).toBe(404);
    }
    const theirs = await call(lookupRoute, {
      host: s.host,
      headers: await s.as.otherDist(),
      params: { serial: "04:EE" },
    });
    expect(theirs).toMatchObject({ status: 200, body: { id: s.elsewhereHose.id } });

    expect(await serialOf(s.hose.id)).toBeNull();
    expect(await serialOf(s.elsewhereHose.id)).toBe("04:EE");
    expect(await serialOf(s.foreignHose.id)).toBe("04:FF");
    expect(await audits(s.hose.id)).toBe(0);
    expect(await audits(s.elsewhereHose.id)).toBe(0);
  });

  it("leaves an archived hose's tag alone (409)", async () => {
    const s = await setup();
    await db().hose.update({ where: { id: s.hose.id }, data: { nfcSerial: "04:AB", deletedAt: new Date() } });
    const res = await call(unbindRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as.dist(),
      params: { id: s.hose.id },
    });
    expect(res.status).toBe(409);
    expect(await serialOf(s.hose.id)).toBe("04:AB");
  });
});
