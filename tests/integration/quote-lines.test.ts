import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as acceptRoute } from "@/app/api/v1/quotes/[id]/accept/route";
import { GET as completeRoute } from "@/app/api/v1/quotes/[id]/complete/route";
import { POST as declineRoute } from "@/app/api/v1/quotes/[id]/decline/route";
import { POST as offerRoute } from "@/app/api/v1/quotes/[id]/offer/route";
import { GET as getRoute } from "@/app/api/v1/quotes/[id]/route";
import { POST as linesRoute } from "@/app/api/v1/quotes/lines/route";
import { POST as createWebhookRoute } from "@/app/api/v1/webhooks/route";
import { GET as erpExportRoute } from "@/app/api/v1/quotes/erp-export/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { addDaysUtc, today } from "@/lib/dates";
import { emitDueSoonEvents } from "@/lib/hoses/due-soon-events";
import { replaceHose } from "@/lib/hoses/replace-hose";
import { HoseReplaceSchema } from "@/lib/hoses/schemas";
import { db } from "@/lib/db/client";
import type { OutboxEntry } from "@/lib/email/transport";
import { resetEnvForTests } from "@/lib/env";
import { startWebhookWorker } from "@/lib/integrations/webhook-queue";
import type { QuoteDetail, QuoteRow } from "@/lib/quotes/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { ctxFor } from "../fixtures/ctx";
import { call } from "../fixtures/http";

/**
 * Quotes with lines over HTTP: a request for the hoses a filter matches, the distributor's
 * priced offer, the customer's answer; who may make each move (403), bad moves (422, nothing
 * changed), another client's quote (404), the emails to the other side (dev outbox), the audit
 * rows, the history, and the webhook events delivered to a real local receiver and verified.
 */

process.env.WEBHOOK_RETRY_DELAY_SECONDS = "1";
let outbox: string;
const saved = {
  SMTP_URL: process.env.SMTP_URL,
  OUTBOX_DIR: process.env.OUTBOX_DIR,
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
};
const servers: Server[] = [];
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let receiverUrl = "";

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "hp-quote-lines-outbox-"));
  delete process.env.SMTP_URL;
  process.env.OUTBOX_DIR = outbox;
  process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = "1";
  resetEnvForTests();
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`;
  await startWebhookWorker(0.5);
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await rm(outbox, { recursive: true, force: true });
});

async function outboxTo(email: string): Promise<OutboxEntry[]> {
  const names = (await readdir(outbox)).filter((n) => n.endsWith(".json") && !n.startsWith("."));
  const entries = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(outbox, n), "utf8")) as OutboxEntry),
  );
  return entries.filter((e) => e.to === email);
}

async function setup() {
  const client = await createClient({ name: "Harbour Hydraulics", languages: ["en-GB", "de", "fr", "es"] });
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North Hoses" });
  const customer = await createOrganisation(client.id, { name: "Quarry Co", distributorId: dist.id });
  const foreignDist = await createOrganisation(other.id, { isDistributor: true, name: "Foreign Dist" });
  const config = await createHoseConfiguration(client.id, dist.id, {
    name: "2SN 1/2",
    type: "2SN",
    boreSize: "1/2",
    length: 1200,
    displayPressure: 250,
    connection1: "JIC",
    connection1Type: "90°",
    connection1JumpSize: "1/2",
    connection2: "BSP",
    connection2Type: "Straight",
    connection2JumpSize: "1/2",
    orientation: 45,
    sleeving: true,
    testCertificate: true,
  });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const hoses = [];
  for (const name of ["Crusher feed", "Loader boom", "Pump return"])
    hoses.push(
      await createHose(client.id, customer.id, { name, hoseConfigurationId: config.id, organisationZoneId: site.id }),
    );
  const bare = await createHose(client.id, customer.id, { name: "Bare", organisationZoneId: site.id });
  const member = (organisationId: string, role: number, receiveQuotes = false, firstName = "Test") =>
    createUser(client.id, { firstName, memberships: [{ organisationId, role, receiveQuotes }] });
  const users = {
    dist: await member(dist.id, 2, true, "Dana"),
    distReadOnly: await member(dist.id, 4),
    customer: await member(customer.id, 2, true, "Cara"),
    customerUser: await member(customer.id, 0, false, "Cody"),
    customerReadOnly: await member(customer.id, 4),
    admin: await createUser(client.id, { clientAdmin: true }),
    foreignDist: await createUser(other.id, { memberships: [{ organisationId: foreignDist.id, role: 2 }] }),
  };
  const as = {
    dist: () => bearerHeaders(users.dist, dist.id),
    distReadOnly: () => bearerHeaders(users.distReadOnly, dist.id),
    customer: () => bearerHeaders(users.customer, customer.id),
    customerUser: () => bearerHeaders(users.customerUser, customer.id),
    customerReadOnly: () => bearerHeaders(users.customerReadOnly, customer.id),
    admin: () => bearerHeaders(users.admin, "admin"),
    foreignDist: () => bearerHeaders(users.foreignDist, foreignDist.id),
  };
  const hook = await call(createWebhookRoute, {
    method: "POST",
    host,
    headers: await as.dist(),
    body: { url: receiverUrl, events: ["quote.requested", "quote.offered", "quote.accepted", "quote.declined"] },
  });
  expect(hook.status).toBe(201);
  const secret = (hook.body as { secret: string }).secret;
  return { client, host, other, dist, customer, config, site, hoses, bare, users, as, secret };
}

type World = Awaited<ReturnType<typeof setup>>;
let w: World;
beforeAll(async () => {
  w = await setup();
});

const snapshot = (id: string) =>
  db().quote.findUniqueOrThrow({ where: { id }, include: { lines: { orderBy: { position: "asc" } }, events: true } });

async function requestByFilter(headers: Record<string, string>) {
  return call(linesRoute, {
    method: "POST",
    host: w.host,
    headers,
    body: {
      message: "Please quote the hoses due at Main Quarry.",
      requestorOrganisationId: w.customer.id,
      receiverOrganisationId: w.dist.id,
      filters: { zone: w.site.id },
    },
  });
}

const priceAll = async (quoteId: string, over: Record<string, unknown> = {}) => {
  const lines = await db().quoteLine.findMany({ where: { quoteId }, orderBy: { position: "asc" } });
  return {
    validUntil: "2099-06-30",
    message: "Like-for-like, fitted at the next shutdown.",
    lines: lines.map((l, i) => ({ id: l.id, unitPriceMinor: 4250 + i * 100 })),
    ...over,
  };
};

/** The verified webhook bodies of one type about one quote. */
async function events(type: string, quoteId: string) {
  await expect
    .poll(() => received.filter((r) => r.body.includes(`"${type}"`) && r.body.includes(quoteId)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  return received
    .filter((r) => r.body.includes(`"${type}"`) && r.body.includes(quoteId))
    .map((r) =>
      new Webhook(w.secret).verify(r.body, {
        "webhook-id": r.headers["webhook-id"] as string,
        "webhook-timestamp": r.headers["webhook-timestamp"] as string,
        "webhook-signature": r.headers["webhook-signature"] as string,
      }),
    ) as Array<{ type: string; data: Record<string, unknown> }>;
}

describe("quotes with lines", () => {
  // A contact gets at most 5 emails an hour (mail-limits.test.ts proves the budget): each test
  // starts with fresh budgets so the emails it checks are sent.
  beforeEach(async () => {
    await db().rateLimitBucket.deleteMany({});
  });

  it("request one quote for the hoses a filter matches, leaving out what cannot be quoted", async () => {
    const res = await requestByFilter(await w.as.customerUser());
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("Quote request sent for 3 hoses; 1 hose that cannot be quoted left out");
    // The notice in the caller's language, each part worded as the language words it.
    const german = await requestByFilter({ ...(await w.as.customerUser()), "accept-language": "de" });
    expect(german.userMessage).toBe(
      "Angebotsanfrage für 3 Schlauchleitungen gesendet; 1 Schlauchleitung, für die kein Angebot möglich ist, wurde ausgelassen",
    );
    const quote = res.body as QuoteRow;
    expect(quote).toMatchObject({ status: "open", lineCount: 3, currency: "GBP", totalMinor: null, canOffer: false });
    const row = await snapshot(quote.id);
    expect(row.lines.map((l) => l.hoseName).sort()).toEqual(["Crusher feed", "Loader boom", "Pump return"]);
    expect(row.lines[0]!.spec).toMatchObject({
      hoseType: "2SN",
      boreSize: "1/2",
      lengthMm: 1200,
      pressureBar: 250,
      fitting1: { connection: "JIC", angle: "90°", size: "1/2" },
      fitting2: { connection: "BSP", angle: "Straight", size: "1/2" },
      orientation: 45,
      sleeving: true,
      testCertificate: true,
      conformityCertificate: false,
    });
    expect(row.lines.every((l) => l.quantity === 1)).toBe(true);
    expect(row.events.map((e) => e.kind)).toEqual(["requested"]);
    const mail = await outboxTo(w.users.dist.email);
    expect(
      mail.some(
        (m) => m.subject === "Quote Co requested a quote for Crusher feed" || m.subject.includes("requested a quote"),
      ),
    ).toBe(true);
    expect(await db().auditEvent.count({ where: { entityId: quote.id, action: "quote.create" } })).toBe(1);
  });

  it("ticked hoses carry their quantities; another customer's or a bare hose is a 422 naming it", async () => {
    const ok = await call(linesRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      body: {
        message: "Two of each",
        requestorOrganisationId: w.customer.id,
        receiverOrganisationId: w.dist.id,
        hoses: [
          { hoseId: w.hoses[0]!.id, quantity: 2 },
          { hoseId: w.hoses[1]!.id, quantity: 3 },
        ],
      },
    });
    expect(ok.status).toBe(201);
    const lines = await db().quoteLine.findMany({
      where: { quoteId: (ok.body as QuoteRow).id },
      orderBy: { position: "asc" },
    });
    expect(lines.map((l) => [l.hoseId, l.quantity])).toEqual([
      [w.hoses[0]!.id, 2],
      [w.hoses[1]!.id, 3],
    ]);
    const before = await db().quote.count();
    const bad = await call(linesRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      body: {
        message: "Bare",
        requestorOrganisationId: w.customer.id,
        receiverOrganisationId: w.dist.id,
        hoses: [{ hoseId: w.bare.id, quantity: 1 }],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ hoses: ["Bare: A quote needs a hose with a configuration"] });
    // In the caller's language: the reason and the way it is joined to the hose, the hose as typed.
    for (const [language, said] of [
      ["de", "Bare: Für ein Angebot braucht die Schlauchleitung eine Konfiguration"],
      ["fr", "Bare : un devis nécessite un flexible doté d'une configuration"],
    ]) {
      const translated = await call(linesRoute, {
        method: "POST",
        host: w.host,
        headers: { ...(await w.as.customer()), "accept-language": language! },
        body: {
          message: "Bare",
          requestorOrganisationId: w.customer.id,
          receiverOrganisationId: w.dist.id,
          hoses: [{ hoseId: w.bare.id, quantity: 1 }],
        },
      });
      expect(translated.status).toBe(422);
      expect(translated.body).toEqual({ hoses: [said] });
    }
    expect(await db().quote.count()).toBe(before);
    const ro = await requestByFilter(await w.as.customerReadOnly());
    expect(ro.status).toBe(403);
    expect(await db().quote.count()).toBe(before);
  });

  it("the distributor prices, the customer accepts; each move is emailed, audited, kept in the history and sent as a webhook", async () => {
    const quote = (await requestByFilter(await w.as.customer())).body as QuoteRow;
    const body = await priceAll(quote.id);

    // Who may not price: the customer side (403), read-only (403), another client (404).
    for (const [headers, status] of [
      [await w.as.customer(), 403],
      [await w.as.distReadOnly(), 403],
      [await w.as.admin(), 403],
    ] as const) {
      const res = await call(offerRoute, { method: "POST", host: w.host, headers, params: { id: quote.id }, body });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
    }
    // Another client's distributor, on its own host: the quote does not exist for it.
    const foreign = await call(offerRoute, {
      method: "POST",
      host: w.other.hostnames[0]!.hostname,
      headers: await w.as.foreignDist(),
      params: { id: quote.id },
      body,
    });
    expect(foreign.status).toBe(404);
    // Bad offers: a line left out, a past date, a "PDF" that is not one.
    const partial = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: quote.id },
      body: { ...body, lines: body.lines.slice(1) },
    });
    expect(partial.status).toBe(422);
    expect(partial.body).toEqual({ lines: ["Please price every open line of this quote"] });
    const past = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: quote.id },
      body: {
        ...body,
        validUntil: "2020-01-01",
        pdf: { filename: "offer.pdf", base64Data: Buffer.from("not a pdf").toString("base64") },
      },
    });
    expect(past.status).toBe(422);
    expect(past.body).toEqual({
      validUntil: ["The offer must be valid until today or later"],
      pdf: ["The offer document must be a PDF"],
    });
    // Accepting before a price: 422.
    const early = await call(acceptRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      params: { id: quote.id },
      body: {},
    });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ global: ["This quote has not been priced yet"] });
    expect((await snapshot(quote.id)).status).toBe("OPEN");

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const offered = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: quote.id },
      body: { ...body, pdf: { filename: "offer", base64Data: pdf.toString("base64") } },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.userMessage).toBe("Quote priced and sent");
    // 4250 + 4350 + 4450, one piece each.
    expect(offered.body).toMatchObject({
      status: "offered",
      totalMinor: 13050,
      validUntil: "2099-06-30",
      currency: "GBP",
    });
    const customerMail = await outboxTo(w.users.customer.email);
    const priced = customerMail.find((m) => m.subject === "North Hoses priced your quote for 3 hoses");
    expect(priced?.text).toContain("Total: £130.50");
    expect(priced?.text).toContain("Valid until: 30/06/2099");
    const offeredEvents = await events("quote.offered", quote.id);
    expect(offeredEvents.at(-1)!.data).toMatchObject({
      quoteId: quote.id,
      totalMinor: 13050,
      currency: "GBP",
      validUntil: "2099-06-30",
    });

    // The distributor cannot accept its own offer.
    const wrongSide = await call(acceptRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: quote.id },
      body: {},
    });
    expect(wrongSide.status).toBe(403);
    const accepted = await call(acceptRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customerUser(),
      params: { id: quote.id },
      body: { note: "Go ahead" },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.userMessage).toBe("Quote accepted");
    expect(accepted.body).toMatchObject({ status: "accepted", canDecide: false });
    const again = await call(declineRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      params: { id: quote.id },
      body: {},
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ global: ["A quote that is accepted cannot be accepted or declined"] });
    const distMail = await outboxTo(w.users.dist.email);
    expect(distMail.some((m) => m.subject === "Quarry Co accepted your quote for 3 hoses")).toBe(true);
    const acceptedEvents = await events("quote.accepted", quote.id);
    expect(acceptedEvents[0]!.data).toMatchObject({ quoteId: quote.id, message: "Go ahead", totalMinor: 13050 });

    const audit = await db().auditEvent.findMany({ where: { entityId: quote.id }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["quote.create", "quote.offer", "quote.accept"]);

    // Both sides see the lines and the history; 'Mark as completed' still closes it.
    for (const headers of [await w.as.customer(), await w.as.dist()]) {
      const detail = (await call(getRoute, { host: w.host, headers, params: { id: quote.id } })).body as QuoteDetail;
      expect(detail.lines.map((l) => l.unitPriceMinor)).toEqual([4250, 4350, 4450]);
      expect(detail.lines[0]!.specSummary).toBe(
        "2SN 1/2 · 1,200 mm · 250 bar · JIC 90° 1/2 / BSP Straight 1/2 · orientation 45° · sleeved · test certificate",
      );
      expect(detail.history.map((h) => h.kind)).toEqual(["requested", "offered", "accepted"]);
      expect(detail.offerPdf?.filename).toBe("offer.pdf");
    }
    const done = await call(completeRoute, { host: w.host, headers: await w.as.dist(), params: { id: quote.id } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "completed" });
  });

  it("decline an offer; an expired offer reads expired and cannot be answered, but can be priced again", async () => {
    const first = (await requestByFilter(await w.as.customer())).body as QuoteRow;
    expect(
      (
        await call(offerRoute, {
          method: "POST",
          host: w.host,
          headers: await w.as.dist(),
          params: { id: first.id },
          body: await priceAll(first.id),
        })
      ).status,
    ).toBe(200);
    const declined = await call(declineRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      params: { id: first.id },
      body: { note: "Too dear" },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined" });
    expect((await snapshot(first.id)).declineReason).toBe("Too dear");
    const declinedEvents = await events("quote.declined", first.id);
    expect(declinedEvents[0]!.data).toMatchObject({ quoteId: first.id, message: "Too dear" });
    expect(
      (await outboxTo(w.users.dist.email)).some((m) => m.subject === "Quarry Co declined your quote for 3 hoses"),
    ).toBe(true);
    // A declined quote is not priced again.
    const reprice = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: first.id },
      body: await priceAll(first.id),
    });
    expect(reprice.status).toBe(422);

    const second = (await requestByFilter(await w.as.customer())).body as QuoteRow;
    expect(
      (
        await call(offerRoute, {
          method: "POST",
          host: w.host,
          headers: await w.as.dist(),
          params: { id: second.id },
          body: await priceAll(second.id),
        })
      ).status,
    ).toBe(200);
    await db().quote.update({ where: { id: second.id }, data: { validUntil: new Date("2021-01-31") } });
    const read = await call(getRoute, { host: w.host, headers: await w.as.customer(), params: { id: second.id } });
    expect(read.body).toMatchObject({ status: "expired", canDecide: false });
    const late = await call(acceptRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      params: { id: second.id },
      body: {},
    });
    expect(late.status).toBe(422);
    expect(late.body).toEqual({ global: ["A quote that is expired cannot be accepted or declined"] });
    expect((await snapshot(second.id)).status).toBe("OFFERED");
    const renewed = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: second.id },
      body: await priceAll(second.id),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ status: "offered" });
  });

  it("exports quotes with their lines for an ERP, as CSV (a row per line) and JSON (an object per quote)", async () => {
    const quote = (await requestByFilter(await w.as.customer())).body as QuoteRow;
    const offered = await call(offerRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.dist(),
      params: { id: quote.id },
      body: await priceAll(quote.id),
    });
    expect(offered.status).toBe(200);
    const download = async (format: string) => {
      const filters = encodeURIComponent(JSON.stringify({ search: "Main Quarry" }));
      const asked = await call(erpExportRoute, {
        host: w.host,
        headers: await w.as.customer(),
        path: `/api/v1/quotes/erp-export?format=${format}&filters=${filters}`,
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const url = (asked.body as { url: string }).url;
      const res = await downloadRoute(new Request(`http://${w.host}${url}`, { headers: { host: w.host } }), {
        params: Promise.resolve({ token: url.replace("/api/v1/exports/", "") }),
      });
      expect(res.status).toBe(200);
      return { contentType: res.headers.get("content-type"), text: await res.text() };
    };
    const json = await download("json");
    expect(json.contentType).toBe("application/json; charset=utf-8");
    const quotes = JSON.parse(json.text) as Array<{
      id: string;
      currency: string;
      totalMinor: number;
      lines: unknown[];
    }>;
    const exported = quotes.find((q) => q.id === quote.id)!;
    expect(exported).toMatchObject({ currency: "GBP", totalMinor: 13050 });
    expect(exported.lines).toHaveLength(3);
    expect(exported.lines[0]).toMatchObject({
      position: 1,
      quantity: 1,
      unitPriceMinor: 4250,
      lineTotalMinor: 4250,
      spec: { hoseType: "2SN", fitting1: { connection: "JIC", angle: "90°", size: "1/2" } },
    });
    const csv = await download("csv");
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain("Unit price (minor units)");
    const ours = lines.filter((l) => l.startsWith(quote.id));
    expect(ours).toHaveLength(3);
    expect(ours[0]).toContain(",4250,42.50,42.50,");
    // Who may not export: a User (not an Admin).
    const refused = await call(erpExportRoute, {
      host: w.host,
      headers: await w.as.customerUser(),
      path: "/api/v1/quotes/erp-export?format=json",
    });
    expect(refused.status).toBe(403);
    const bad = await call(erpExportRoute, {
      host: w.host,
      headers: await w.as.customer(),
      path: "/api/v1/quotes/erp-export?format=xml",
    });
    expect(bad.status).toBe(422);
  });

  it("hose.due_soon goes out once per hose and due date", async () => {
    const hook = await call(createWebhookRoute, {
      method: "POST",
      host: w.host,
      headers: await w.as.customer(),
      body: { url: receiverUrl, events: ["hose.due_soon"] },
    });
    expect(hook.status).toBe(201);
    const due = addDaysUtc(today(), 10);
    await db().hose.update({ where: { id: w.hoses[1]!.id }, data: { nextInspectionDate: due } });
    await db().hose.update({ where: { id: w.hoses[2]!.id }, data: { nextInspectionDate: addDaysUtc(today(), 90) } });
    expect(await emitDueSoonEvents()).toBeGreaterThanOrEqual(1);
    const mine = () =>
      received.filter((r) => r.body.includes('"hose.due_soon"') && r.body.includes(w.hoses[1]!.id)).length;
    await expect.poll(mine, { timeout: 15_000 }).toBe(1);
    expect(received.some((r) => r.body.includes('"hose.due_soon"') && r.body.includes(w.hoses[2]!.id))).toBe(false);
    const body = JSON.parse(received.find((r) => r.body.includes('"hose.due_soon"'))!.body) as { data: unknown };
    expect(body.data).toMatchObject({
      hoseId: w.hoses[1]!.id,
      kind: "inspection",
      customerOrganisationId: w.customer.id,
    });
    // The next day's run (and a second replica) finds nothing new.
    expect(await emitDueSoonEvents()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mine()).toBe(1);
  });

  it("replacing a quoted hose in place closes its open quote lines", async () => {
    const quote = (await requestByFilter(await w.as.customer())).body as QuoteRow;
    const old = w.hoses[0]!;
    const ctx = await ctxFor(w.users.customer.id, w.client.id, w.customer.id);
    const input = HoseReplaceSchema.parse({
      retirementReason: "abrasion",
      notes: "Cover worn through",
      tagId: `REPL-${Date.now()}`,
      name: "Crusher feed",
      customerOrganisationId: w.customer.id,
      hoseConfigurationId: w.config.id,
      organisationZoneId: w.site.id,
      installationDate: "2026-03-01",
      buildDate: "2026-02-20",
    });
    const successor = await replaceHose(ctx, old.id, input, new Date("2026-03-02T00:00:00Z"));
    const line = await db().quoteLine.findFirstOrThrow({ where: { quoteId: quote.id, hoseId: old.id } });
    expect(line.closedAt).not.toBeNull();
    expect(line.closedByHoseId).toBe(successor.id);
    const others = await db().quoteLine.findMany({ where: { quoteId: quote.id, hoseId: { not: old.id } } });
    expect(others.every((l) => l.closedAt === null)).toBe(true);
    const detail = (await call(getRoute, { host: w.host, headers: await w.as.dist(), params: { id: quote.id } }))
      .body as QuoteDetail;
    expect(detail.history.map((h) => h.kind)).toEqual(["requested", "line_closed"]);
    expect(await db().auditEvent.count({ where: { entityId: quote.id, action: "quote.line.close" } })).toBe(1);
  });
});
