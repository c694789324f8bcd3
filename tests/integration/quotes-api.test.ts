import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as completeRoute } from "@/app/api/v1/quotes/[id]/complete/route";
import { GET as getRoute } from "@/app/api/v1/quotes/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/quotes/export/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/quotes/route";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { OutboxEntry } from "@/lib/email/transport";
import { resetEnvForTests } from "@/lib/env";
import type { AuthedCtx } from "@/lib/core/ctx";
import { quoteDeepLink, quoteDeepLinkHref, resolveQuoteDeepLink } from "@/lib/quotes/deep-link";
import type { QuoteRow } from "@/lib/quotes/schemas";
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
 * The quote routes over HTTP: both directions, titles per viewer, every validation error, roles
 * (403), tenancy and visibility (404), completion rules, the email to the receiver's quote
 * contacts (dev outbox), and the database after each refused call (unchanged).
 */

let outbox: string;
const saved = { SMTP_URL: process.env.SMTP_URL, OUTBOX_DIR: process.env.OUTBOX_DIR };

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), "hp-quotes-outbox-"));
  delete process.env.SMTP_URL;
  process.env.OUTBOX_DIR = outbox;
  resetEnvForTests();
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
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
  const client = await createClient({ name: "Harbour Hydraulics" });
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North Hoses" });
  const otherDist = await createOrganisation(client.id, { isDistributor: true, name: "South Hoses" });
  const customer = await createOrganisation(client.id, { name: "Quarry Co", distributorId: dist.id });
  const sibling = await createOrganisation(client.id, { name: "Sibling Co", distributorId: dist.id });
  const elsewhere = await createOrganisation(client.id, { name: "Elsewhere Co", distributorId: otherDist.id });
  const unlinked = await createOrganisation(client.id, { name: "Lonely Co" });
  const foreignDist = await createOrganisation(other.id, { isDistributor: true, name: "Foreign Dist" });
  const foreignCustomer = await createOrganisation(other.id, { name: "Foreign Co", distributorId: foreignDist.id });
  const config = await createHoseConfiguration(client.id, dist.id, { name: "2SN 1/2" });
  const site = await createZone(client.id, customer.id, null, "Main Quarry");
  const zone = await createZone(client.id, customer.id, site.id, "Crusher");
  const hose = await createHose(client.id, customer.id, {
    name: "Crusher feed",
    hoseConfigurationId: config.id,
    organisationZoneId: zone.id,
  });
  const noConfigHose = await createHose(client.id, customer.id, { name: "Bare" });
  const archivedHose = await createHose(client.id, customer.id, {
    name: "Old",
    hoseConfigurationId: config.id,
    deletedAt: new Date(),
  });
  const siblingHose = await createHose(client.id, sibling.id, { name: "Sibling hose", hoseConfigurationId: config.id });
  const elsewhereHose = await createHose(client.id, elsewhere.id, {
    name: "Elsewhere hose",
    hoseConfigurationId: config.id,
  });
  const unlinkedHose = await createHose(client.id, unlinked.id, {
    name: "Lonely hose",
    hoseConfigurationId: config.id,
  });
  const foreignConfig = await createHoseConfiguration(other.id, foreignDist.id);
  const foreignHose = await createHose(other.id, foreignCustomer.id, { hoseConfigurationId: foreignConfig.id });
  const member = (organisationId: string, role: number, receiveQuotes = false, firstName = "Test") =>
    createUser(client.id, { firstName, memberships: [{ organisationId, role, receiveQuotes }] });
  const users = {
    admin: await createUser(client.id, { clientAdmin: true }),
    dist: await member(dist.id, 2, true, "Dana"),
    distContact2: await member(dist.id, 0, true, "Dev"),
    distUser: await member(dist.id, 0),
    distReadOnly: await member(dist.id, 4),
    customer: await member(customer.id, 2, true, "Cara"),
    customerUser: await member(customer.id, 0, false, "Cody"),
    customerReadOnly: await member(customer.id, 4),
    sibling: await member(sibling.id, 2),
    unlinked: await member(unlinked.id, 2),
    elsewhereDist: await member(otherDist.id, 2),
    foreignDist: await createUser(other.id, { memberships: [{ organisationId: foreignDist.id, role: 2 }] }),
  };
  const as = {
    admin: () => bearerHeaders(users.admin, "admin"),
    dist: () => bearerHeaders(users.dist, dist.id),
    distUser: () => bearerHeaders(users.distUser, dist.id),
    distReadOnly: () => bearerHeaders(users.distReadOnly, dist.id),
    customer: () => bearerHeaders(users.customer, customer.id),
    customerUser: () => bearerHeaders(users.customerUser, customer.id),
    customerReadOnly: () => bearerHeaders(users.customerReadOnly, customer.id),
    sibling: () => bearerHeaders(users.sibling, sibling.id),
    unlinked: () => bearerHeaders(users.unlinked, unlinked.id),
    elsewhereDist: () => bearerHeaders(users.elsewhereDist, otherDist.id),
    foreignDist: () => bearerHeaders(users.foreignDist, foreignDist.id),
  };
  const request = (over: Record<string, unknown> = {}) => ({
    message: "Please quote a like-for-like replacement.",
    requestorOrganisationId: customer.id,
    receiverOrganisationId: dist.id,
    hoseId: hose.id,
    ...over,
  });
  const offer = (over: Record<string, unknown> = {}) => ({
    message: "We can replace this hose at the next shutdown.",
    requestorOrganisationId: dist.id,
    receiverOrganisationId: customer.id,
    hoseId: hose.id,
    ...over,
  });
  return {
    client,
    host,
    other,
    dist,
    otherDist,
    customer,
    sibling,
    elsewhere,
    unlinked,
    foreignCustomer,
    hose,
    noConfigHose,
    archivedHose,
    siblingHose,
    elsewhereHose,
    unlinkedHose,
    foreignHose,
    users,
    as,
    request,
    offer,
  };
}

type Setup = Awaited<ReturnType<typeof setup>>;
const quoteCount = (s: Setup) => db().quote.count({ where: { clientId: s.client.id } });
const create = async (s: Setup, headers: Record<string, string>, body: unknown) =>
  call(createRoute, { method: "POST", host: s.host, path: "/api/v1/quotes", headers, body });
const get = async (s: Setup, headers: Record<string, string>, id: string) =>
  call(getRoute, { host: s.host, headers, params: { id } });
const complete = async (s: Setup, headers: Record<string, string>, id: string) =>
  call(completeRoute, { host: s.host, headers, params: { id } });
const list = async (s: Setup, headers: Record<string, string>, filters?: Record<string, unknown>) =>
  call(listRoute, {
    host: s.host,
    headers,
    path: `/api/v1/quotes${filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : ""}`,
  });
const items = (res: { body: unknown }) => (res.body as { items: QuoteRow[] }).items;

describe("quotes API: create", () => {
  it("a customer requests a quote from its distributor; the distributor's quote contacts are emailed", async () => {
    const s = await setup();
    const res = await create(s, await s.as.customerUser(), s.request({ message: "  Two spares, please.\nUrgent.  " }));
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("Quote request sent");
    const quote = res.body as QuoteRow;
    expect(quote).toMatchObject({
      title: "Your company requested a quote from North Hoses",
      message: "Two spares, please.\nUrgent.",
      hoseId: s.hose.id,
      hose: {
        id: s.hose.id,
        name: "Crusher feed",
        organisationZone: "Main Quarry > Crusher",
        organisationZoneId: s.hose.organisationZoneId,
      },
      requestorOrganisationId: s.customer.id,
      receiverOrganisationId: s.dist.id,
      requesterUser: { fullName: `${s.users.customerUser.firstName} ${s.users.customerUser.lastName}` },
      requesterOrganisation: { name: "Quarry Co" },
      receiverOrganisation: { name: "North Hoses" },
      completedAt: null,
      canComplete: true,
    });
    const row = await db().quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(row).toMatchObject({ clientId: s.client.id, requesterUserId: s.users.customerUser.id, completedAt: null });

    // Both quote contacts of the distributor, nobody else.
    for (const contact of [s.users.dist, s.users.distContact2]) {
      const [mail, ...more] = await outboxTo(contact.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe("Quarry Co requested a quote for Crusher feed");
      expect(mail!.clientHost).toBe(s.host);
      const link = `${s.client.primaryUrl}/portal/${s.dist.id}/quote-requests/${quote.id}`;
      for (const body of [mail!.text, mail!.html]) {
        expect(body).toContain(link);
        expect(body).toContain("Crusher feed");
        expect(body).toContain("Main Quarry &gt; Crusher".replace("&gt;", body === mail!.html ? "&gt;" : ">"));
        expect(body).toContain("Two spares, please.");
        expect(body).toContain("Quarry Co");
      }
      expect(mail!.text).toContain(`Hello ${contact.firstName},`);
      expect(mail!.text).toContain(
        `Requested by: ${s.users.customerUser.firstName} ${s.users.customerUser.lastName}, Quarry Co`,
      );
    }
    expect(await outboxTo(s.users.distUser.email)).toEqual([]);
    expect(await outboxTo(s.users.customer.email)).toEqual([]);
  });

  it("a distributor offers a quote to the hose's customer; the customer's quote contact is emailed", async () => {
    const s = await setup();
    const res = await create(s, await s.as.distUser(), s.offer());
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("Quote offer sent");
    const quote = res.body as QuoteRow;
    expect(quote).toMatchObject({
      title: "Your company offered a quote to Quarry Co",
      requestorOrganisationId: s.dist.id,
      receiverOrganisationId: s.customer.id,
    });
    const [mail] = await outboxTo(s.users.customer.email);
    expect(mail!.subject).toBe("North Hoses offered to provide a quote for Crusher feed");
    expect(mail!.text).toContain(`${s.client.primaryUrl}/portal/${s.customer.id}/quote-requests/${quote.id}`);
    expect(await outboxTo(s.users.customerUser.email)).toEqual([]);
  });

  it("returns every field's message at once, and records nothing", async () => {
    const s = await setup();
    const before = await quoteCount(s);
    const empty = await create(s, await s.as.customer(), {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body as object).sort()).toEqual([
      "hoseId",
      "message",
      "receiverOrganisationId",
      "requestorOrganisationId",
    ]);
    const blank = await create(s, await s.as.customer(), s.request({ message: "   " }));
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ message: ["Please enter a message"] });
    const long = await create(s, await s.as.customer(), s.request({ message: "x".repeat(2001) }));
    expect(long.body).toEqual({ message: ["The message must be at most 2000 characters"] });
    const ok = await create(s, await s.as.customer(), s.request({ message: "x".repeat(2000) }));
    expect(ok.status).toBe(201);
    const badIds = await create(s, await s.as.customer(), s.request({ hoseId: "nope", receiverOrganisationId: 7 }));
    expect(badIds.status).toBe(422);
    expect(Object.keys(badIds.body as object).sort()).toEqual(["hoseId", "receiverOrganisationId"]);
    expect(await quoteCount(s)).toBe(before + 1);
  });

  it("refuses a hose without a configuration, an archived hose, or another customer's hose (422 on hoseId)", async () => {
    const s = await setup();
    const before = await quoteCount(s);
    const bare = await create(s, await s.as.customer(), s.request({ hoseId: s.noConfigHose.id }));
    expect(bare.status).toBe(422);
    expect(bare.body).toEqual({ hoseId: ["A quote needs a hose with a configuration"] });
    const archived = await create(s, await s.as.dist(), s.offer({ hoseId: s.archivedHose.id }));
    expect(archived.body).toEqual({ hoseId: ["This hose is archived"] });
    // The distributor sees the sibling's hose, but offers to Quarry Co: the hose is not theirs.
    const wrongCustomer = await create(s, await s.as.dist(), s.offer({ hoseId: s.siblingHose.id }));
    expect(wrongCustomer.status).toBe(422);
    expect(wrongCustomer.body).toEqual({ hoseId: ["This hose does not belong to Quarry Co"] });
    expect(await quoteCount(s)).toBe(before);
    expect(await outboxTo(s.users.dist.email)).toEqual([]);
  });

  it("answers 403 to client admins and read-only users, and records nothing", async () => {
    const s = await setup();
    for (const [headers, body] of [
      [await s.as.admin(), s.request()],
      [await s.as.customerReadOnly(), s.request()],
      [await s.as.distReadOnly(), s.offer()],
    ] as const) {
      const res = await create(s, headers, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ global: ["You do not have the correct permissions to access that page"] });
    }
    expect(await quoteCount(s)).toBe(0);
  });

  it("answers 404 for hoses, organisations and requestors the caller does not see, and records nothing", async () => {
    const s = await setup();
    const cases: Array<[Record<string, string>, unknown]> = [
      // another client's hose
      [await s.as.customer(), s.request({ hoseId: s.foreignHose.id })],
      // a hose of a customer of another distributor
      [await s.as.dist(), s.offer({ hoseId: s.elsewhereHose.id })],
      // a hose of another customer of the same distributor, seen from a customer
      [await s.as.customer(), s.request({ hoseId: s.siblingHose.id })],
      // receiver: not the customer's distributor
      [await s.as.customer(), s.request({ receiverOrganisationId: s.otherDist.id })],
      // receiver: a customer not linked to the distributor, or of another client
      [await s.as.dist(), s.offer({ receiverOrganisationId: s.elsewhere.id, hoseId: s.elsewhereHose.id })],
      [await s.as.dist(), s.offer({ receiverOrganisationId: s.foreignCustomer.id })],
      // requestor: not the organisation acted for
      [await s.as.customer(), s.request({ requestorOrganisationId: s.sibling.id })],
      [await s.as.dist(), s.offer({ requestorOrganisationId: s.otherDist.id })],
      // a customer without a distributor has nobody to ask
      [await s.as.unlinked(), s.request({ requestorOrganisationId: s.unlinked.id, hoseId: s.unlinkedHose.id })],
    ];
    for (const [headers, body] of cases) {
      const res = await create(s, headers, body);
      expect(res.status, JSON.stringify(body)).toBe(404);
    }
    // acting for an organisation the user is not a member of
    const notMember = await create(s, await bearerHeaders(s.users.customer, s.sibling.id), s.request());
    expect(notMember.status).toBe(404);
    expect(await quoteCount(s)).toBe(0);
  });

  it("comes out of the sender's mail budget (429, nothing recorded) and the receiver's daily budget (kept, unmailed)", async () => {
    const s = await setup();
    const key = `mail:by:${s.client.id}:${s.users.customerUser.id}`;
    await db().rateLimitBucket.create({ data: { key, count: LIMITS.mailSender.limit, windowStart: new Date() } });
    const refused = await create(s, await s.as.customerUser(), s.request({ message: "Spam" }));
    expect(refused).toMatchObject({ status: 429, body: { global: ["Too many attempts, please try again later"] } });
    expect(await db().quote.count({ where: { clientId: s.client.id } })).toBe(0);

    await db().rateLimitBucket.create({
      data: {
        key: `mail:org:${s.client.id}:${s.dist.id}`,
        count: LIMITS.mailOrganisation.limit,
        windowStart: new Date(),
      },
    });
    const kept = await create(s, await s.as.customer(), s.request({ message: "Past the budget" }));
    expect(kept.status).toBe(201);
    expect(await db().quote.count({ where: { clientId: s.client.id } })).toBe(1);
    expect(await outboxTo(s.users.dist.email)).toEqual([]);
  });

  it("does not fail the answer when an email cannot be sent: the quote is kept", async () => {
    const s = await setup();
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens there
    resetEnvForTests();
    try {
      const res = await create(s, await s.as.customer(), s.request());
      expect(res.status).toBe(201);
      expect(await db().quote.count({ where: { id: (res.body as QuoteRow).id } })).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvForTests();
    }
  }, 20_000);
});

describe("quotes API: list, titles and get", () => {
  async function seeded() {
    const s = await setup();
    const requested = (await create(s, await s.as.customer(), s.request({ message: "Need spares for the crusher" })))
      .body as QuoteRow;
    const offered = (await create(s, await s.as.dist(), s.offer({ message: "Sleeved replacement available" })))
      .body as QuoteRow;
    const siblingQuote = (
      await create(
        s,
        await s.as.sibling(),
        s.request({ requestorOrganisationId: s.sibling.id, hoseId: s.siblingHose.id, message: "Sibling asks" }),
      )
    ).body as QuoteRow;
    const elsewhereQuote = (
      await create(s, await s.as.elsewhereDist(), {
        message: "Elsewhere offer",
        requestorOrganisationId: s.otherDist.id,
        receiverOrganisationId: s.elsewhere.id,
        hoseId: s.elsewhereHose.id,
      })
    ).body as QuoteRow;
    return { s, requested, offered, siblingQuote, elsewhereQuote };
  }

  it("titles each quote for the viewer (SPEC §4), newest first", async () => {
    const { s, requested, offered, siblingQuote, elsewhereQuote } = await seeded();
    const dist = await list(s, await s.as.dist());
    expect(dist.status).toBe(200);
    expect(items(dist).map((q) => [q.id, q.title])).toEqual([
      [siblingQuote.id, "Sibling Co requested a quote"],
      [offered.id, "Your company offered a quote to Quarry Co"],
      [requested.id, "Quarry Co requested a quote"],
    ]);
    const customer = await list(s, await s.as.customerReadOnly());
    expect(items(customer).map((q) => [q.id, q.title, q.canComplete])).toEqual([
      [offered.id, "North Hoses offered to provide a quote", false],
      [requested.id, "Your company requested a quote from North Hoses", false],
    ]);
    const admin = await list(s, await s.as.admin());
    expect(items(admin).map((q) => [q.id, q.title, q.canComplete])).toEqual([
      [elsewhereQuote.id, "South Hoses sent request to Elsewhere Co", false],
      [siblingQuote.id, "Sibling Co sent request to North Hoses", false],
      [offered.id, "North Hoses sent request to Quarry Co", false],
      [requested.id, "Quarry Co sent request to North Hoses", false],
    ]);
    expect((admin.body as { filters: Array<{ id: string }> }).filters.map((f) => f.id)).toEqual(["search", "status"]);
    expect((dist.body as { totalItems: number }).totalItems).toBe(3);
  });

  it("filters by search, status, direction and organisation, in SQL", async () => {
    const { s, requested, offered, siblingQuote } = await seeded();
    const h = await s.as.dist();
    expect(items(await list(s, h, { search: "CRUSHER" })).map((q) => q.id)).toEqual([offered.id, requested.id]); // hose name
    expect(items(await list(s, h, { search: "sleeved" })).map((q) => q.id)).toEqual([offered.id]); // message
    expect(items(await list(s, h, { direction: "sent" })).map((q) => q.id)).toEqual([offered.id]);
    expect(items(await list(s, h, { direction: "received" })).map((q) => q.id)).toEqual([
      siblingQuote.id,
      requested.id,
    ]);
    expect(items(await list(s, h, { customer: s.sibling.id })).map((q) => q.id)).toEqual([siblingQuote.id]);
    await complete(s, h, requested.id);
    expect(items(await list(s, h, { status: "completed" })).map((q) => q.id)).toEqual([requested.id]);
    expect(items(await list(s, h, { status: "open" })).map((q) => q.id)).toEqual([siblingQuote.id, offered.id]);
    const bad = await call(listRoute, { host: s.host, headers: h, path: "/api/v1/quotes?filters=nope" });
    expect(bad.status).toBe(422);
  });

  it("gets one quote the caller sees; 404 for others' quotes and other clients", async () => {
    const { s, requested, siblingQuote, elsewhereQuote } = await seeded();
    const mine = await get(s, await s.as.customer(), requested.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      id: requested.id,
      title: "Your company requested a quote from North Hoses",
      canComplete: true,
    });
    const theirs = await get(s, await s.as.dist(), requested.id);
    expect(theirs.body).toMatchObject({ title: "Quarry Co requested a quote" });
    expect((await get(s, await s.as.customer(), siblingQuote.id)).status).toBe(404);
    expect((await get(s, await s.as.dist(), elsewhereQuote.id)).status).toBe(404);
    // A token of another client is refused on this host (401); on its own host the quote is absent.
    expect((await get(s, await s.as.foreignDist(), requested.id)).status).toBe(401);
    const otherHost = (await db().clientHostname.findFirstOrThrow({ where: { clientId: s.other.id } })).hostname;
    const otherAdmin = await createUser(s.other.id, { clientAdmin: true });
    const foreign = await call(getRoute, {
      host: otherHost,
      headers: await bearerHeaders(otherAdmin, "admin"),
      params: { id: requested.id },
    });
    expect(foreign.status).toBe(404);
    expect((await get(s, await s.as.customer(), "not-a-uuid")).status).toBe(422);
  });
});

describe("quotes API: complete", () => {
  it("either side may complete an open quote once; a second time is 409 and changes nothing", async () => {
    const s = await setup();
    const q1 = (await create(s, await s.as.customer(), s.request())).body as QuoteRow;
    const res = await complete(s, await s.as.distUser(), q1.id);
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Quote marked as completed");
    expect(res.body).toMatchObject({
      id: q1.id,
      canComplete: false,
      completedUser: { fullName: `${s.users.distUser.firstName} ${s.users.distUser.lastName}` },
    });
    const done = await db().quote.findUniqueOrThrow({ where: { id: q1.id } });
    expect(done.completedAt).not.toBeNull();
    expect(done.completedUserId).toBe(s.users.distUser.id);

    const again = await complete(s, await s.as.customer(), q1.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ global: ["This quote has already been completed"] });
    expect(await db().quote.findUniqueOrThrow({ where: { id: q1.id } })).toEqual(done);

    // The requestor may close its own request too.
    const q2 = (await create(s, await s.as.customer(), s.request())).body as QuoteRow;
    expect((await complete(s, await s.as.customerUser(), q2.id)).status).toBe(200);
    const customerView = await get(s, await s.as.customer(), q1.id);
    expect((customerView.body as QuoteRow).completedAt).toBe(done.completedAt!.toISOString());
  });

  it("answers 403 to client admins and read-only users, 404 to others, and changes nothing", async () => {
    const s = await setup();
    const q = (await create(s, await s.as.customer(), s.request())).body as QuoteRow;
    for (const headers of [await s.as.admin(), await s.as.customerReadOnly(), await s.as.distReadOnly()]) {
      expect((await complete(s, headers, q.id)).status).toBe(403);
    }
    for (const headers of [await s.as.sibling(), await s.as.elsewhereDist()]) {
      expect((await complete(s, headers, q.id)).status).toBe(404);
    }
    const otherHost = (await db().clientHostname.findFirstOrThrow({ where: { clientId: s.other.id } })).hostname;
    const foreign = await call(completeRoute, {
      host: otherHost,
      headers: await s.as.foreignDist(),
      params: { id: q.id },
    });
    expect(foreign.status).toBe(404);
    expect((await complete(s, await s.as.customer(), "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await db().quote.findUniqueOrThrow({ where: { id: q.id } })).toMatchObject({
      completedAt: null,
      completedUserId: null,
    });
  });

  it("refuses a cross-site cookie GET (changesState), leaving the quote open", async () => {
    const s = await setup();
    const q = (await create(s, await s.as.customer(), s.request())).body as QuoteRow;
    const { sessionCookie } = await import("@/lib/web/cookies");
    const { loadSessionUser } = await import("@/lib/auth/load-user");
    const user = (await loadSessionUser(s.client.id, s.users.dist.id))!;
    const cookie = await sessionCookie(user, s.host);
    const res = await call(completeRoute, {
      host: s.host,
      cookies: { [cookie.name]: cookie.value },
      organisationId: s.dist.id,
      origin: "http://evil.example",
      params: { id: q.id },
    });
    expect(res.status).toBe(403);
    expect(await db().quote.findUniqueOrThrow({ where: { id: q.id } })).toMatchObject({ completedAt: null });
  });
});

describe("quotes API: export", () => {
  it("exports the filtered list as CSV for admins; 403 for others", async () => {
    const s = await setup();
    await create(s, await s.as.customer(), s.request({ message: "=HYPERLINK(1)" }));
    await create(s, await s.as.dist(), s.offer({ message: "Offer text" }));
    const res = await call(exportRoute, {
      host: s.host,
      headers: await s.as.dist(),
      path: `/api/v1/quotes/export?filters=${encodeURIComponent(JSON.stringify({ direction: "received" }))}`,
    });
    expect(res.status).toBe(200);
    const url = (res.body as { url: string }).url;
    const token = url.split("/").pop()!;
    const download = await downloadRoute(new Request(`http://${s.host}${url}`, { headers: { host: s.host } }), {
      params: Promise.resolve({ token }),
    });
    expect(download.status).toBe(200);
    const csv = await download.text();
    expect(csv.split("\n")[0]).toContain("Quote,Requested by,Sent to");
    expect(csv).toContain("Quarry Co requested a quote");
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).not.toContain("Offer text"); // filtered to received
    expect(
      (await call(exportRoute, { host: s.host, headers: await s.as.distUser(), path: "/api/v1/quotes/export" })).status,
    ).toBe(403);
  });
});

describe("quote creation under quote-requests (hoseId and quoteOrganisationId)", () => {
  it("reads the two ids from the URL, both or neither", () => {
    const id = "0190b5a0-0000-7000-8000-000000000001";
    expect(quoteDeepLink({})).toBeNull();
    expect(quoteDeepLink({ page: "2" })).toBeNull();
    expect(quoteDeepLink({ hoseId: id, quoteOrganisationId: id })).toEqual({ hoseId: id, quoteOrganisationId: id });
    expect(quoteDeepLink({ hoseId: id })).toBe("invalid");
    expect(quoteDeepLink({ hoseId: id, quoteOrganisationId: "nonsense" })).toBe("invalid");
    expect(quoteDeepLinkHref("/portal/x", { hoseId: id, quoteOrganisationId: id })).toBe(
      `/portal/x/quote-requests?hoseId=${id}&quoteOrganisationId=${id}`,
    );
  });

  it("opens for the hose's real counterpart only: any other or foreign id is not found (404)", async () => {
    const s = await setup();
    const as = (user: { id: string }, org: string) => ctxFor(user.id, s.client.id, org);
    const customer = await as(s.users.customer, s.customer.id);
    const dist = await as(s.users.dist, s.dist.id);
    const resolve = (ctx: AuthedCtx, hoseId: string, quoteOrganisationId: string) =>
      resolveQuoteDeepLink(ctx, { hoseId, quoteOrganisationId });

    expect((await resolve(customer, s.hose.id, s.dist.id)).receiver).toEqual({ id: s.dist.id, name: "North Hoses" });
    expect((await resolve(dist, s.hose.id, s.customer.id)).receiver).toEqual({ id: s.customer.id, name: "Quarry Co" });

    for (const [ctx, hoseId, orgId] of [
      [customer, s.hose.id, s.otherDist.id], // another distributor
      [customer, s.hose.id, s.customer.id], // itself
      [customer, s.hose.id, s.foreignCustomer.id], // another client's
      [customer, s.elsewhereHose.id, s.dist.id], // a hose it does not see
      [customer, s.foreignHose.id, s.dist.id],
      [dist, s.siblingHose.id, s.customer.id], // that hose's customer is Sibling Co
      [dist, s.elsewhereHose.id, s.elsewhere.id],
    ] as const) {
      await expect(resolve(ctx, hoseId, orgId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    // Who may not send quotes at all: 403.
    await expect(resolve(await as(s.users.admin, "admin"), s.hose.id, s.dist.id)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      resolve(await as(s.users.customerReadOnly, s.customer.id), s.hose.id, s.dist.id),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
