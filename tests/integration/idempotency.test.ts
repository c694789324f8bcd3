import { describe, expect, it } from "vitest";
import { POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { addDaysUtc, addMonthsUtc, today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { BEFORE_INSTALLATION } from "@/lib/hoses/record-meta";
import { INVALID_KEY, KEY_REUSED } from "@/lib/http/idempotency";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** POST /hoseMeta with an Idempotency-Key (docs/CONTRACTS.md): the phone's offline queue and the app retry through it. */
async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const customer = await createOrganisation(client.id, { hoseInspectionMonths: 6 });
  const today = todayDate();
  const hose = await createHose(client.id, customer.id, {
    installationDate: addMonthsUtc(today, -12),
    name: "Boom ram",
  });
  const member = () => createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const users = { a: await member(), b: await member() };
  const post = async (user: typeof users.a, body: unknown, key?: string) =>
    call(metaRoute, {
      method: "POST",
      host,
      headers: {
        ...(await bearerHeaders(user, customer.id)),
        ...(key !== undefined ? { "idempotency-key": key } : {}),
      },
      body,
    });
  const metaCount = () => db().hoseMeta.count({ where: { hoseId: hose.id } });
  return { client, hose, users, post, metaCount, today };
}

describe("Idempotency-Key on POST /hoseMeta", () => {
  it("answers a retry with the first answer and records it once", async () => {
    const s = await setup();
    const body = { hoseId: s.hose.id, inspectionResult: 2, notes: "Braid showing" };
    const first = await s.post(s.users.a, body, "phone-1-0001");
    expect(first).toMatchObject({ status: 201, userMessage: "Inspection recorded: Boom ram is Replace" });
    const again = await s.post(
      s.users.a,
      { notes: "Braid showing", inspectionResult: 2, hoseId: s.hose.id },
      "phone-1-0001",
    );
    expect(again).toMatchObject({ status: 201, body: first.body, userMessage: first.userMessage });
    expect(await s.metaCount()).toBe(1);
    expect(await db().auditEvent.count({ where: { entityId: s.hose.id, action: "hose.inspect" } })).toBe(1);
    // Without a key, the same body is a new inspection.
    expect((await s.post(s.users.a, body)).status).toBe(201);
    expect(await s.metaCount()).toBe(2);
  });

  it("refuses the same key with another body (409), and keeps keys per user", async () => {
    const s = await setup();
    await s.post(s.users.a, { hoseId: s.hose.id, inspectionResult: 0 }, "k-1");
    const other = await s.post(s.users.a, { hoseId: s.hose.id, inspectionResult: 1 }, "k-1");
    expect(other).toMatchObject({ status: 409, body: { global: [KEY_REUSED] } });
    expect(await s.metaCount()).toBe(1);
    expect((await db().hose.findUniqueOrThrow({ where: { id: s.hose.id } })).lastInspectionResult).toBe(0);
    // Another user's identical key is theirs.
    expect((await s.post(s.users.b, { hoseId: s.hose.id, inspectionResult: 1 }, "k-1")).status).toBe(201);
    expect(await s.metaCount()).toBe(2);
  });

  it("records concurrent twins once; all of them get the first answer", async () => {
    const s = await setup();
    const body = { hoseId: s.hose.id, inspectionResult: 1, notes: "Twin" };
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.post(s.users.a, body, "twin-key")));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => (a.body as { id: string }).id)).size).toBe(1);
    expect(await s.metaCount()).toBe(1);
  });

  it("stores nothing for a refused request, refuses malformed keys, and frees expired ones", async () => {
    const s = await setup();
    for (const key of ["", "x".repeat(256), "clé", "with space"]) {
      expect(await s.post(s.users.a, { hoseId: s.hose.id, inspectionResult: 0 }, key)).toMatchObject({
        status: 400,
        body: { global: [INVALID_KEY] },
      });
    }
    const tooEarly = toIsoDate(addMonthsUtc(s.today, -13));
    const early = await s.post(
      s.users.a,
      { hoseId: s.hose.id, inspectionResult: 0, inspectionDate: tooEarly },
      "k-early",
    );
    expect(early).toMatchObject({ status: 422, body: { inspectionDate: [BEFORE_INSTALLATION] } });
    expect(await s.metaCount()).toBe(0);
    expect(await db().idempotencyKey.count({ where: { clientId: s.client.id } })).toBe(0);

    await s.post(s.users.a, { hoseId: s.hose.id, notes: "Old" }, "k-old");
    await db().idempotencyKey.updateMany({
      where: { clientId: s.client.id },
      data: { createdAt: addDaysUtc(new Date(), -2) },
    });
    expect((await s.post(s.users.a, { hoseId: s.hose.id, notes: "New" }, "k-old")).status).toBe(201);
    expect(await s.metaCount()).toBe(2);
  });
});
