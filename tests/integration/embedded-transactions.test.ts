/**
 * The embedded default database (`npm start`, `npm test` without TEST_DATABASE_URL) gives the app
 * ONE connection. Code inside an interactive transaction that asks for another connection (db()
 * instead of `tx`, the bulk pool, the job queue) waits for the one its own transaction holds,
 * until Prisma's timeout (5 s) rolls the transaction back and the request answers 500.
 *
 * This file runs twice in `npm test` when TEST_DATABASE_URL is set: on Postgres (project
 * "integration") and on a forced single-connection embedded database ("integration-embedded",
 * vitest.config.ts). On Postgres the same mistake would work, so there the guard of
 * lib/db/client.ts (assertNoOpenTransaction) is what fails it, on every test of the suite.
 */
import { describe, expect, it } from "vitest";
import { DELETE as deleteBatchRoute } from "@/app/api/v1/batches/[id]/route";
import { POST as tagUploadRoute } from "@/app/api/v1/tag-upload/route";
import { SECOND_CONNECTION_IN_TRANSACTION, db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { jobs } from "@/lib/jobs/boss";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

async function uploadBatch(host: string, user: { id: string; clientId: string; sessionVersion: number }) {
  const form = new FormData();
  form.set("file", new File(["E1\r\nE2"], "tags.csv", { type: "text/csv" }));
  form.set("batchName", "Embedded");
  const res = await tagUploadRoute(
    new Request(`http://${host}/api/v1/tag-upload`, {
      method: "POST",
      headers: { host, ...(await bearerHeaders(user, "admin")) },
      body: form,
    }),
    { params: Promise.resolve({}) },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { batchId: string }).batchId;
}

describe("transactions on a single connection", () => {
  it("deletes a tag batch (its in-use count is read inside the delete's transaction), and refuses one in use", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const system = await createUser(client.id, { systemAdmin: true });
    const customer = await createOrganisation(client.id);
    const headers = await bearerHeaders(system, "admin");

    const inUse = await uploadBatch(host, system);
    await createHose(client.id, customer.id, { tagId: "E1" });
    const refused = await call(deleteBatchRoute, { method: "DELETE", host, headers, params: { id: inUse } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ global: ["1 tags of this batch are in use: it cannot be deleted"] });
    expect(await db().tag.count({ where: { batchId: inUse } })).toBe(2);

    await db().hose.updateMany({ where: { tagId: "E1" }, data: { tagId: null } });
    const started = performance.now();
    const deleted = await call(deleteBatchRoute, { method: "DELETE", host, headers, params: { id: inUse } });
    expect(deleted.status).toBe(200);
    // Before the fix the embedded database answered 500 after Prisma's 5 s transaction timeout.
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(await db().tagBatch.count({ where: { id: inUse } })).toBe(0);
    expect(await db().tag.count({ where: { batchId: inUse } })).toBe(0);
  });

  it("refuses at once a second connection asked for inside a transaction, and nothing is written", async () => {
    const client = await createClient();
    const second = [
      ["db()", () => db().client.count()],
      ["bulkPool()", () => bulkPool().query("SELECT 1")],
      ["jobs()", () => jobs()],
    ] as const;
    for (const [what, ask] of second) {
      const started = performance.now();
      await expect(
        db().$transaction(async (tx) => {
          await tx.client.update({ where: { id: client.id }, data: { name: "Written inside" } });
          await ask();
        }),
      ).rejects.toThrow(`${what}: ${SECOND_CONNECTION_IN_TRANSACTION}`);
      expect(performance.now() - started).toBeLessThan(4_000);
    }
    expect((await db().client.findUniqueOrThrow({ where: { id: client.id } })).name).toBe(client.name);
  });

  it("leaves work the transaction started free once it has ended", async () => {
    const client = await createClient();
    let later: Promise<number> | undefined;
    let release: () => void = () => {};
    const ended = new Promise<void>((resolve) => (release = resolve));
    await db().$transaction(async (tx) => {
      await tx.client.findUniqueOrThrow({ where: { id: client.id } });
      // Started inside, runs after the commit: e.g. an email sent once the change is saved.
      later = ended.then(() => db().client.count({ where: { id: client.id } }));
    });
    release();
    expect(await later).toBe(1);
  });
});
