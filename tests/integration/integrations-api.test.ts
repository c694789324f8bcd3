import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revokeKeyRoute } from "@/app/api/v1/api-keys/[id]/route";
import { GET as listKeysRoute, POST as createKeyRoute } from "@/app/api/v1/api-keys/route";
import { POST as resendRoute } from "@/app/api/v1/webhook-deliveries/[id]/resend/route";
import { GET as deliveriesRoute } from "@/app/api/v1/webhooks/[id]/deliveries/route";
import { DELETE as deleteWebhookRoute } from "@/app/api/v1/webhooks/[id]/route";
import { POST as testRoute } from "@/app/api/v1/webhooks/[id]/test/route";
import { GET as listWebhooksRoute, POST as createWebhookRoute } from "@/app/api/v1/webhooks/route";
import { POST as hoseMetaRoute } from "@/app/api/v1/hoseMeta/route";
import { GET as hosesRoute } from "@/app/api/v1/hoses/route";
import { POST as meRoute } from "@/app/api/v1/me/route";
import { GET as competencesRoute, POST as addCompetenceRoute } from "@/app/api/v1/me/competences/route";
import { GET as notificationsRoute } from "@/app/api/v1/notifications/route";
import { POST as logoutRoute } from "@/app/api/v1/logout/route";
import { POST as organisationsRoute } from "@/app/api/v1/organisations/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { hashToken } from "@/lib/core/secrets";
import { openApiDocument } from "@/lib/openapi";
import { db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { deliverWebhook } from "@/lib/integrations/deliver-webhook";
import { enqueueWebhookDeliveries, startWebhookWorker } from "@/lib/integrations/webhook-queue";
import { bearerHeaders } from "../fixtures/bearer";
import { createHose, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";

// Retries a second apart (then doubling), so a failing receiver's retries fit in a test.
process.env.WEBHOOK_RETRY_DELAY_SECONDS = "1";

/** Whether loopback targets are allowed (the operator setting), for the test that follows. */
function allowPrivateTargets(allow: boolean) {
  process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = allow ? "1" : "0";
  resetEnvForTests();
}

type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/** A real HTTP receiver on an ephemeral loopback port; `answer` decides each status. */
async function receiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      res.statusCode = answer(received.length);
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}/hooks/portal`, received };
}
const servers: Server[] = [];

let w: AccountsWorld;
let hoseId: string;
const asCustomerAdmin = () => bearerHeaders(w.users.customerAdmin, w.customer.id);

beforeAll(async () => {
  w = await createAccountsWorld();
  hoseId = (await createHose(w.client.id, w.customer.id, { installationDate: new Date("2026-01-05") })).id;
  await startWebhookWorker(0.5);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

async function createKey(scope: "read" | "write", name = `ERP ${scope}`) {
  const res = await call(createKeyRoute, {
    method: "POST",
    host: w.host,
    headers: await asCustomerAdmin(),
    body: { name, scope },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; scope: string; key: string };
}

const inspect = (headers: Record<string, string>, result = 0) =>
  call(hoseMetaRoute, { method: "POST", host: w.host, headers, body: { hoseId, inspectionResult: result } });

describe("API keys", () => {
  it("are shown once, stored hashed, and listed without the key, with when each was last used", async () => {
    const created = await createKey("read", "Stock sync");
    expect(created).toMatchObject({ name: "Stock sync", scope: "read" });
    expect(created.key).toMatch(/^hpk_[A-Za-z0-9_-]{43}$/);
    const row = await db().apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await call(listKeysRoute, { host: w.host, headers: await asCustomerAdmin() });
    expect(list.status).toBe(200);
    const listed = (list.body as { items: Array<Record<string, unknown>> }).items.find((k) => k.id === created.id);
    expect(listed).toMatchObject({
      name: "Stock sync",
      scope: "read",
      prefix: created.key.slice(0, 10),
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);

    const used = await call(hosesRoute, { host: w.host, headers: { "x-api-key": created.key } });
    expect(used.status).toBe(200);
    expect((used.body as { items: Array<{ id: string }> }).items.map((h) => h.id)).toContain(hoseId);
    expect((await db().apiKey.findUniqueOrThrow({ where: { id: created.id } })).lastUsedAt).not.toBeNull();
  });

  it("enforce their scope: a read key cannot write (403, nothing recorded), a write key can, under its name", async () => {
    const read = await createKey("read");
    const before = await db().hoseMeta.count({ where: { hoseId } });
    const refused = await inspect({ "x-api-key": read.key });
    expect(refused.status).toBe(403);
    expect(await db().hoseMeta.count({ where: { hoseId } })).toBe(before);

    const write = await createKey("write", "Workshop ERP");
    const recorded = await inspect({ "x-api-key": write.key });
    expect(recorded.status).toBe(201);
    expect(await db().hoseMeta.count({ where: { hoseId } })).toBe(before + 1);
    const entry = await db().auditEvent.findFirstOrThrow({
      where: { clientId: w.client.id, action: "hose.inspect" },
      orderBy: { createdAt: "desc" },
    });
    expect(entry.actorName).toBe('API key "Workshop ERP"');

    // Not a person: no account changes, no keys of its own, no other organisation.
    const profile = await call(meRoute, {
      method: "POST",
      host: w.host,
      headers: { "x-api-key": write.key },
      body: { firstName: "X", lastName: "Y", email: "x@example.test" },
    });
    expect(profile.status).toBe(403);
    const mint = await call(createKeyRoute, {
      method: "POST",
      host: w.host,
      headers: { "x-api-key": write.key },
      body: { name: "Another", scope: "write" },
    });
    expect(mint.status).toBe(403);
    const elsewhere = await call(hosesRoute, {
      host: w.host,
      headers: { "x-api-key": write.key, "x-organisation-id": w.distributor.id },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("answer 401 on the very next request once revoked, on another client's host, or when unknown", async () => {
    const key = await createKey("write");
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": key.key } })).status).toBe(200);
    expect((await call(hosesRoute, { host: w.otherHost, headers: { "x-api-key": key.key } })).status).toBe(401);
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": "hpk_nonsense" } })).status).toBe(401);

    const revoked = await call(revokeKeyRoute, {
      method: "DELETE",
      host: w.host,
      headers: await asCustomerAdmin(),
      params: { id: key.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.userMessage).toBe(`The API key ${key.name} has been revoked`);
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": key.key } })).status).toBe(401);
  });

  it("are rate limited per key: past the minute's budget 429, while another key still works", async () => {
    const busy = await createKey("read", "Busy sync");
    const calm = await createKey("read", "Calm sync");
    // The minute's budget, spent but for one request.
    await db().rateLimitBucket.create({
      data: { key: `api-key:${busy.id}`, count: LIMITS.apiKey.limit - 1, windowStart: new Date() },
    });
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": busy.key } })).status).toBe(200);
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": busy.key } })).status).toBe(429);
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": calm.key } })).status).toBe(200);
  });

  it("of one organisation are out of reach of another's Admin, of plain users and of another client", async () => {
    const key = await createKey("read", "Private key");
    const distributorAdmin = await bearerHeaders(w.users.distributorAdmin, w.distributor.id);
    const listed = await call(listKeysRoute, { host: w.host, headers: distributorAdmin });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(key.id);
    const del = { method: "DELETE", params: { id: key.id } } as const;
    expect((await call(revokeKeyRoute, { ...del, host: w.host, headers: distributorAdmin })).status).toBe(404);
    const plain = await bearerHeaders(w.users.plain, w.customer.id);
    expect((await call(revokeKeyRoute, { ...del, host: w.host, headers: plain })).status).toBe(403);
    expect((await call(listKeysRoute, { host: w.host, headers: plain })).status).toBe(403);
    const otherAdmin = await bearerHeaders(w.users.otherClientAdmin, "admin");
    expect((await call(revokeKeyRoute, { ...del, host: w.otherHost, headers: otherAdmin })).status).toBe(404);
    expect(await db().apiKey.count({ where: { id: key.id } })).toBe(1);

    // The client's admin sees and manages every organisation's keys.
    const clientAdmin = await bearerHeaders(w.users.clientAdmin, "admin");
    const all = await call(listKeysRoute, { host: w.host, headers: clientAdmin });
    expect(JSON.stringify(all.body)).toContain(key.id);
  });
});

describe("API keys act for their organisation only, never as the person behind them", () => {
  it("refuse any other organisation header, an empty one included (404), so a key never creates an organisation", async () => {
    const read = await createKey("read", "Header probe");
    const before = await db().organisation.count({ where: { clientId: w.client.id } });
    for (const header of ["", w.distributor.id, "admin"]) {
      const res = await call(organisationsRoute, {
        method: "POST",
        host: w.host,
        headers: { "x-api-key": read.key, "x-organisation-id": header },
        body: { name: `Made by a key ${header.length}`, contactName: "Key", contactEmail: "key@example.test" },
      });
      expect(res.status, `header '${header}'`).toBe(404);
    }
    expect(await db().organisation.count({ where: { clientId: w.client.id } })).toBe(before);
    // Its own organisation, named or not, is where it acts.
    const own = await call(hosesRoute, {
      host: w.host,
      headers: { "x-api-key": read.key, "x-organisation-id": w.customer.id },
    });
    expect(own.status).toBe(200);
  });

  it("refuse what belongs to the person: notifications, qualifications, sessions (403, nothing changed)", async () => {
    const write = await createKey("write", "Person probe");
    const headers = { "x-api-key": write.key };
    expect((await call(notificationsRoute, { host: w.host, headers })).status).toBe(403);
    expect((await call(competencesRoute, { host: w.host, headers })).status).toBe(403);
    const added = await call(addCompetenceRoute, {
      method: "POST",
      host: w.host,
      headers,
      body: { qualification: "Hose inspector", issuedBy: "Nobody", validUntil: "2030-01-01" },
    });
    expect(added.status).toBe(403);
    expect(await db().competence.count({ where: { userId: w.users.customerAdmin.id } })).toBe(0);
    const version = (await db().user.findUniqueOrThrow({ where: { id: w.users.customerAdmin.id } })).sessionVersion;
    const out = await call(logoutRoute, { method: "POST", host: w.host, headers, body: { everywhere: true } });
    expect(out.status).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: w.users.customerAdmin.id } })).sessionVersion).toBe(
      version,
    );
    // Nor may it sign an inspection in its creator's name.
    const signed = await call(hoseMetaRoute, {
      method: "POST",
      host: w.host,
      headers,
      body: { hoseId, inspectionResult: 0, signaturePassword: "whatever" },
    });
    expect(signed.status).toBe(403);
  });

  it("stop with their creator's access: removed from the organisation or account deleted (401)", async () => {
    const creator = await createUser(w.client.id, { memberships: [{ organisationId: w.customer.id, role: 2 }] });
    const mint = async (name: string) => {
      const key = `hpk_${name.padEnd(43, "x")}`;
      await db().apiKey.create({
        data: {
          clientId: w.client.id,
          organisationId: w.customer.id,
          name,
          scope: "READ",
          keyHash: hashToken(key),
          prefix: key.slice(0, 8),
          createdById: creator.id,
        },
      });
      return key;
    };
    const key = await mint("leaver");
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": key } })).status).toBe(200);
    await db().organisationUser.deleteMany({ where: { userId: creator.id } });
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": key } })).status).toBe(401);

    await db().organisationUser.create({
      data: { clientId: w.client.id, userId: creator.id, organisationId: w.customer.id, role: 2 },
    });
    const second = await mint("deleted");
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": second } })).status).toBe(200);
    await db().user.update({ where: { id: creator.id }, data: { deletedAt: new Date() } });
    expect((await call(hosesRoute, { host: w.host, headers: { "x-api-key": second } })).status).toBe(401);
  });
});

describe("webhooks", () => {
  it("refuse loopback and private targets unless the operator allows them", async () => {
    allowPrivateTargets(false);
    const { url } = await receiver();
    for (const target of [url, "http://localhost:9/x", "http://[::1]:9/x", "http://169.254.169.254/latest"]) {
      const refused = await call(createWebhookRoute, {
        method: "POST",
        host: w.host,
        headers: await asCustomerAdmin(),
        body: { url: target, events: ["inspection.recorded"] },
      });
      expect(refused.status, target).toBe(422);
      expect(refused.body).toEqual({ url: ["Webhooks cannot be sent to private or loopback addresses"] });
    }
    expect(await db().webhookEndpoint.count({ where: { url } })).toBe(0);
  });

  it("deliver a signed event that verifies by hand and with the library, and log it", async () => {
    allowPrivateTargets(true);
    const target = await receiver();
    const created = await call(createWebhookRoute, {
      method: "POST",
      host: w.host,
      headers: await asCustomerAdmin(),
      body: { url: target.url, events: ["inspection.recorded", "hose.status_changed"] },
    });
    expect(created.status).toBe(201);
    const hook = created.body as { id: string; url: string; events: string[]; secret: string };
    expect(hook).toMatchObject({ url: target.url, events: ["inspection.recorded", "hose.status_changed"] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await call(listWebhooksRoute, { host: w.host, headers: await asCustomerAdmin() });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret);

    expect((await inspect(await asCustomerAdmin(), 1)).status).toBe(201);
    await expect.poll(() => target.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const inspection = target.received.find((r) => JSON.parse(r.body).type === "inspection.recorded")!;
    const { headers, body } = inspection;
    const id = headers["webhook-id"] as string;
    const timestamp = headers["webhook-timestamp"] as string;
    const signature = headers["webhook-signature"] as string;
    expect(headers["content-type"]).toBe("application/json");

    // The documented algorithm, by hand: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">,
    // keyed with the base64-decoded secret after "whsec_".
    const key = Buffer.from(hook.secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
    expect(signature).toBe(`v1,${expected}`);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    // And the specification's own verifier.
    const verified = new Webhook(hook.secret).verify(body, {
      "webhook-id": id,
      "webhook-timestamp": timestamp,
      "webhook-signature": signature,
    });
    expect(verified).toMatchObject({
      type: "inspection.recorded",
      data: { hoseId, result: 1, resultLabel: "Monitor", customerOrganisationId: w.customer.id },
    });
    expect(Object.keys(JSON.parse(body))).toEqual(["type", "timestamp", "data"]);
    expect(() =>
      new Webhook(hook.secret).verify(body.replace("Monitor", "Good"), {
        "webhook-id": id,
        "webhook-timestamp": timestamp,
        "webhook-signature": signature,
      }),
    ).toThrow();

    const log = async () =>
      (
        await call(deliveriesRoute, {
          host: w.host,
          headers: await asCustomerAdmin(),
          params: { id: hook.id },
        })
      ).body as { items: Array<{ id: string; type: string; status: string; attempts: number; responseCode: number }> };
    await expect
      .poll(async () => (await log()).items.find((d) => d.id === id)?.status, { timeout: 10_000 })
      .toBe("succeeded");
    expect((await log()).items.find((d) => d.id === id)).toMatchObject({
      type: "inspection.recorded",
      attempts: 1,
      responseCode: 200,
    });

    // 'Send test' and 'Resend' go through the same log; a resend keeps the webhook-id.
    const test = await call(testRoute, {
      method: "POST",
      host: w.host,
      headers: await asCustomerAdmin(),
      params: { id: hook.id },
    });
    expect(test.status).toBe(201);
    await expect
      .poll(() => target.received.some((r) => JSON.parse(r.body).type === "webhook.test"), { timeout: 10_000 })
      .toBe(true);
    const count = target.received.length;
    const resent = await call(resendRoute, {
      method: "POST",
      host: w.host,
      headers: await asCustomerAdmin(),
      params: { id },
    });
    expect(resent.status).toBe(200);
    await expect.poll(() => target.received.length, { timeout: 10_000 }).toBe(count + 1);
    expect(target.received.at(-1)!.headers["webhook-id"]).toBe(id);
    expect(target.received.at(-1)!.body).toBe(body);

    // Another organisation's Admin reaches none of it.
    const other = await bearerHeaders(w.users.distributorAdmin, w.distributor.id);
    expect((await call(deliveriesRoute, { host: w.host, headers: other, params: { id: hook.id } })).status).toBe(404);
    expect((await call(resendRoute, { method: "POST", host: w.host, headers: other, params: { id } })).status).toBe(
      404,
    );
    expect(
      (await call(deleteWebhookRoute, { method: "DELETE", host: w.host, headers: other, params: { id: hook.id } }))
        .status,
    ).toBe(404);
    const removed = await call(deleteWebhookRoute, {
      method: "DELETE",
      host: w.host,
      headers: await asCustomerAdmin(),
      params: { id: hook.id },
    });
    expect(removed.status).toBe(200);
    expect(await db().webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(0);
  });

  it("retry a failing receiver with growing delays until it answers 2xx", async () => {
    allowPrivateTargets(true);
    const target = await receiver((n) => (n <= 2 ? 500 : 204));
    const endpoint = await db().webhookEndpoint.create({
      data: {
        clientId: w.client.id,
        organisationId: w.customer.id,
        url: target.url,
        events: ["problem.reported"],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    const delivery = await db().webhookDelivery.create({
      data: {
        clientId: w.client.id,
        endpointId: endpoint.id,
        eventType: "problem.reported",
        payload: JSON.stringify({ type: "problem.reported", timestamp: new Date().toISOString(), data: {} }),
      },
    });
    await enqueueWebhookDeliveries([delivery]);
    await expect.poll(() => target.received.length, { timeout: 30_000, interval: 200 }).toBe(3);
    const [first, second, third] = target.received as [Received, Received, Received];
    // pg-boss backoff: about 1-2 s before the first retry, 2-4 s before the second.
    expect(second.at - first.at).toBeGreaterThanOrEqual(900);
    expect(third.at - second.at).toBeGreaterThanOrEqual(1900);
    expect(new Set(target.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([delivery.id]));
    await expect
      .poll(async () => (await db().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status)
      .toBe("SUCCEEDED");
    expect(await db().webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      attempts: 3,
      responseCode: 204,
      lastError: null,
    });
  });

  it("send an event once even when two replicas queue it and two workers pick it up", async () => {
    allowPrivateTargets(true);
    const target = await receiver();
    const endpoint = await db().webhookEndpoint.create({
      data: {
        clientId: w.client.id,
        organisationId: w.customer.id,
        url: target.url,
        events: ["quote.requested"],
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      },
    });
    const delivery = await db().webhookDelivery.create({
      data: { clientId: w.client.id, endpointId: endpoint.id, eventType: "quote.requested", payload: "{}" },
    });
    // Two replicas queue the same delivery: its id is the job's id, so one job exists.
    await Promise.all([enqueueWebhookDeliveries([delivery]), enqueueWebhookDeliveries([delivery])]);
    const jobs = await db().$queryRaw<Array<{ n: number }>>`
      SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'webhook-delivery' AND data->>'deliveryId' = ${delivery.id}`;
    expect(jobs[0]!.n).toBe(1);
    await expect.poll(() => target.received.length, { timeout: 10_000 }).toBe(1);
    // A late duplicate attempt (another worker) finds the delivery done and sends nothing.
    await deliverWebhook({ deliveryId: delivery.id, attemptsBefore: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(target.received.length).toBe(1);
  });
});

describe("the OpenAPI document", () => {
  it("describes the new routes, the X-Api-Key scheme and each webhook payload", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
      webhooks: Record<string, { post: { requestBody: unknown } }>;
      components: { securitySchemes: Record<string, unknown> };
    };
    for (const path of ["/api-keys", "/api-keys/{id}", "/webhooks", "/webhooks/{id}", "/webhooks/{id}/deliveries"])
      expect(doc.paths[path], path).toBeDefined();
    expect(Object.keys(doc.paths["/api-keys"]!)).toEqual(["get", "post"]);
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "X-Api-Key",
    });
    expect(doc.paths["/hoses"]!.get!.security).toContainEqual({ apiKeyAuth: [] });
    for (const event of ["inspection.recorded", "hose.status_changed", "problem.reported", "quote.requested"])
      expect(JSON.stringify(doc.webhooks[event]?.post.requestBody), event).toContain('"type"');
  });
});
