import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createHoseRoute } from "@/app/api/v1/hoses/route";
import { POST as uploadRoute } from "@/app/api/v1/uploads/route";
import { db } from "@/lib/db/client";
import {
  HOSE_CREATE_RATE,
  HOSE_QUOTA_REACHED,
  HOSE_RATE_REACHED,
  HOSES_PER_ORGANISATION,
  UPLOAD_QUOTA_REACHED,
  UPLOAD_RATE,
  UPLOAD_RATE_REACHED,
} from "@/lib/quotas/quotas";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { b64, pdf } from "../fixtures/files";
import { call } from "../fixtures/http";

/** Rows and stored files cannot grow at will: totals per customer, rates per acting organisation. */
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "quotas-"));
});
beforeEach(() => setStorageForTests(createLocalStorage(root)));
afterAll(async () => {
  setStorageForTests(undefined);
  await rm(root, { recursive: true, force: true });
});

async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const dist = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, { distributorId: dist.id });
  const user = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  const headers = await bearerHeaders(user, dist.id);
  const newHose = (tagId: string) =>
    call(createHoseRoute, {
      method: "POST",
      host,
      headers,
      body: { tagId, name: tagId, customerOrganisationId: customer.id },
    });
  return { client, host, dist, customer, headers, newHose };
}

const fill = (key: string, count: number) =>
  db().rateLimitBucket.create({ data: { key, count, windowStart: new Date() } });

describe("quotas", () => {
  it("hoses: 429 past the acting organisation's hourly rate, 422 past the customer's total; nothing created", async () => {
    const w = await world();
    await fill(`quota:hoses:${w.client.id}:org:${w.dist.id}`, HOSE_CREATE_RATE.limit);
    expect(await w.newHose("RATE-1")).toMatchObject({ status: 429, body: { global: [HOSE_RATE_REACHED] } });
    await db().rateLimitBucket.deleteMany({ where: { key: { startsWith: `quota:hoses:${w.client.id}` } } });

    await db().$executeRaw`
      INSERT INTO "Hose" (id, "clientId", "customerOrganisationId", "updatedAt")
      SELECT gen_random_uuid(), ${w.client.id}::uuid, ${w.customer.id}::uuid, now()
      FROM generate_series(1, ${HOSES_PER_ORGANISATION})`;
    expect(await w.newHose("FULL-1")).toMatchObject({ status: 422, body: { global: [HOSE_QUOTA_REACHED] } });
    expect(await db().hose.count({ where: { customerOrganisationId: w.customer.id } })).toBe(HOSES_PER_ORGANISATION);
  }, 60_000);

  it("uploads: 429 past the hourly rate, 422 past the customer's stored total; nothing stored", async () => {
    const w = await world();
    const hose = await createHose(w.client.id, w.customer.id);
    const send = () =>
      call(uploadRoute, {
        method: "POST",
        host: w.host,
        headers: w.headers,
        body: { hoseId: hose.id, uploadType: 2, filename: "cert.pdf", base64Data: b64(pdf()) },
      });
    await fill(`quota:uploads:${w.client.id}:org:${w.dist.id}`, UPLOAD_RATE.limit);
    expect(await send()).toMatchObject({ status: 429, body: { global: [UPLOAD_RATE_REACHED] } });
    await db().rateLimitBucket.deleteMany({ where: { key: { startsWith: `quota:uploads:${w.client.id}` } } });

    // Three 2 GB files already stored for this customer.
    for (let i = 0; i < 3; i++)
      await db().upload.create({
        data: {
          clientId: w.client.id,
          hoseId: hose.id,
          uploadType: 2,
          filename: `big-${i}.pdf`,
          mimetype: "application/pdf",
          size: 2_000_000_000,
          storageKey: `${w.client.id}/big-${i}`,
        },
      });
    expect(await send()).toMatchObject({ status: 422, body: { global: [UPLOAD_QUOTA_REACHED] } });
    expect(await db().upload.count({ where: { hoseId: hose.id } })).toBe(3);
  });
});
