import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST as unsubscribe } from "@/app/api/v1/digests/unsubscribe/[token]/route";
import { PUT as putSettings } from "@/app/api/v1/organisation-settings/route";
import { addDaysUtc, fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { bulkPool } from "@/lib/db/pg-pool";
import { listDigestPreferences, updateDigestPreferences } from "@/lib/digests/digest-preferences";
import { describeUnsubscribe } from "@/lib/digests/unsubscribe-digest";
import { runDigests } from "@/lib/digests/run-digests";
import type { EmailMessage } from "@/lib/email/message";
import { prepareEmailQueue, queueEmailWithin } from "@/lib/email/queue";
import { deliverEmail } from "@/lib/email/transport";
import { env } from "@/lib/env";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import { call } from "../fixtures/http";
import { createClient, createHose, createOrganisation, createUser, createZone } from "../fixtures/factories";

/**
 * Digests against a fixed clock. runDigests looks at every organisation of the
 * database, so each test builds its own world and asserts on that world's users only; the
 * emails are the jobs the run queued in pg-boss (the claim and the job commit together).
 */

// Monday 23 November 2026, 08:00 in London (GMT): past 07:00 on the default weekday.
const NOW = new Date("2026-11-23T08:00:00Z");
const TODAY = fromIsoDate("2026-11-23");
const day = (n: number) => addDaysUtc(TODAY, n);
const LOGGED_IN = { passwordHash: "not-checked-here" };

type Job = { data: EmailMessage; state: string };
async function emailJobsTo(email: string): Promise<Job[]> {
  return db().$queryRaw<Job[]>`
    SELECT data, state::text FROM pgboss.job WHERE name = 'email' AND data->>'to' = ${email} ORDER BY created_on`;
}

async function claims(userId: string) {
  return db().digestDelivery.findMany({ where: { userId }, orderBy: { periodKey: "asc" } });
}

/** A distributor with a linked customer (two sites), its members, and hoses of every kind. */
async function world(timeZone = "Europe/London", withHoses = true) {
  const client = await createClient();
  const distributor = await createOrganisation(client.id, { isDistributor: true, name: "Northern Supply", timeZone });
  const customer = await createOrganisation(client.id, {
    name: "Quarry Works",
    distributorId: distributor.id,
    timeZone,
  });
  const otherDistributor = await createOrganisation(client.id, { isDistributor: true, timeZone });
  const otherCustomer = await createOrganisation(client.id, { distributorId: otherDistributor.id, timeZone });
  const user = (org: { id: string }, role: number, extra: object = {}) =>
    createUser(client.id, { ...LOGGED_IN, memberships: [{ organisationId: org.id, role, ...extra }] });
  const people = {
    distributorAdmin: await user(distributor, 2),
    customerAdmin: await user(customer, 2),
    customerManager: await user(customer, 1),
    customerUser: await user(customer, 0),
    customerDaily: await user(customer, 0, { digestFrequency: "DAILY" }),
    customerOff: await user(customer, 2, { digestFrequency: "OFF" }),
    customerFriday: await user(customer, 1, { digestFrequency: "WEEKLY", digestWeekday: 5 }),
    invited: await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 2 }] }),
  };
  const mainQuarry = await createZone(client.id, customer.id, null, "Main Quarry");
  const crusher = await createZone(client.id, customer.id, mainQuarry.id, "Crusher");
  const belt = await createZone(client.id, customer.id, crusher.id, "Belt 2");
  const northPit = await createZone(client.id, customer.id, null, "North Pit");
  const hose = (name: string, data: Parameters<typeof createHose>[2], org = customer) =>
    createHose(client.id, org.id, {
      name,
      status: 0,
      replacementDate: day(400),
      replacementWarningDate: day(300),
      ...data,
    });
  const hoses = withHoses
    ? {
        overdue: await hose("OVERDUE-1", { organisationZoneId: crusher.id, nextInspectionDate: day(-5) }),
        dueSoon: await hose("DUE-SOON-1", { organisationZoneId: belt.id, nextInspectionDate: day(10) }),
        replace: await hose("REPLACE-1", { organisationZoneId: northPit.id, status: 2, nextInspectionDate: day(200) }),
        warning: await hose("WARNING-1", {
          organisationZoneId: crusher.id,
          nextInspectionDate: day(200),
          replacementDate: day(60),
          replacementWarningDate: day(-1),
        }),
        good: await hose("GOOD-1", { organisationZoneId: crusher.id, nextInspectionDate: day(100) }),
        in31Days: await hose("DAY31-1", { organisationZoneId: crusher.id, nextInspectionDate: day(31) }),
        archived: await hose("ARCHIVED-1", {
          organisationZoneId: crusher.id,
          nextInspectionDate: day(-5),
          deletedAt: new Date(),
        }),
        uninstalled: await hose("UNINSTALLED-1", {
          organisationZoneId: null,
          status: 3,
          nextInspectionDate: null,
          replacementDate: null,
          replacementWarningDate: null,
        }),
        otherCustomers: await hose(
          "NOT-YOURS-1",
          {
            organisationZoneId: (await createZone(client.id, otherCustomer.id)).id,
            nextInspectionDate: day(-5),
          },
          otherCustomer,
        ),
      }
    : null;
  return { client, distributor, customer, people, hoses };
}

const LISTED = ["OVERDUE-1", "DUE-SOON-1", "REPLACE-1", "WARNING-1"];
const NOT_LISTED = ["GOOD-1", "DAY31-1", "ARCHIVED-1", "UNINSTALLED-1", "NOT-YOURS-1"];

describe("the digest run", () => {
  it("sends each due member one email listing the right hoses under their site and zone", async () => {
    const w = await world();
    const result = await runDigests(NOW);
    expect(result.failed).toBe(0);

    // Admins and Managers: weekly on Monday by default; a chosen daily digest; nothing for
    // the rest (User by default, off, Friday, an invitation not yet accepted).
    expect((await claims(w.people.customerAdmin.id)).map((c) => [c.periodKey, c.hoseCount])).toEqual([["2026-W48", 4]]);
    expect((await claims(w.people.customerManager.id)).map((c) => c.periodKey)).toEqual(["2026-W48"]);
    expect((await claims(w.people.customerDaily.id)).map((c) => c.periodKey)).toEqual(["2026-11-23"]);
    for (const quiet of ["customerUser", "customerOff", "customerFriday", "invited"] as const) {
      expect(await claims(w.people[quiet].id)).toEqual([]);
      expect(await emailJobsTo(w.people[quiet].email)).toEqual([]);
    }

    const [job] = await emailJobsTo(w.people.customerAdmin.email);
    const email = job!.data;
    expect(email.subject).toBe("Quarry Works hoses: 1 overdue, 1 due soon, 1 to replace");
    for (const name of LISTED) expect(email.text).toContain(name);
    for (const name of NOT_LISTED) expect(email.text).not.toContain(name);
    // Sites in order, each zone under its site, each hose under its zone, with its reasons.
    const order = [
      "MAIN QUARRY",
      "  Crusher",
      "  - OVERDUE-1",
      "Inspection was due on 18/11/2026",
      "  - WARNING-1",
      "Replacement due on 22/01/2027",
      "  Crusher > Belt 2",
      "  - DUE-SOON-1",
      "Inspection due on 03/12/2026",
      "NORTH PIT",
      "  On the site",
      "  - REPLACE-1",
      ": To replace",
    ];
    const positions = order.map((s) => email.text.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Each hose links to its page in the reader's organisation; the counts link to the lists.
    const base = w.client.primaryUrl;
    expect(email.html).toContain(`href="${base}/portal/${w.customer.id}/hoses/${w.hoses!.overdue.id}"`);
    expect(email.text).toContain(`${base}/portal/${w.customer.id}/hoses?filters=`);
    expect(email.headers?.["List-Unsubscribe"]).toMatch(
      new RegExp(`^<${base}/api/v1/digests/unsubscribe/[\\w-]+\\.[\\w-]+\\.[\\w-]+>$`),
    );
    expect(email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(email.html).toContain(`${base}/unsubscribe/`);

    // The distributor sees its linked customer's hoses (not another distributor's), named by customer.
    const [forDistributor] = await emailJobsTo(w.people.distributorAdmin.email);
    expect(forDistributor!.data.text).toContain("MAIN QUARRY (QUARRY WORKS)");
    expect(forDistributor!.data.html).toContain(`/portal/${w.distributor.id}/hoses/${w.hoses!.replace.id}`);
    for (const name of NOT_LISTED) expect(forDistributor!.data.text).not.toContain(name);
  });

  it("sends nothing when there is nothing to say, and decides the period once", async () => {
    const w = await world("Europe/London", false);
    await createHose(w.client.id, w.customer.id, {
      organisationZoneId: (await createZone(w.client.id, w.customer.id)).id,
      nextInspectionDate: day(90),
      replacementDate: day(900),
      replacementWarningDate: day(800),
    });
    const result = await runDigests(NOW);
    expect(result.failed).toBe(0);
    expect(await emailJobsTo(w.people.customerAdmin.email)).toEqual([]);
    expect((await claims(w.people.customerAdmin.id)).map((c) => [c.hoseCount, c.emailJobId])).toEqual([[0, null]]);
  });

  it("sends one email per user and period: run twice, two runs at once, and later the same day", async () => {
    const w = await world();
    const results = await Promise.all([runDigests(NOW), runDigests(NOW)]);
    await runDigests(NOW);
    await runDigests(new Date(NOW.getTime() + 3 * 3600_000));
    expect(results.every((r) => r.failed === 0)).toBe(true);
    for (const who of ["customerAdmin", "customerManager", "customerDaily", "distributorAdmin"] as const) {
      expect(await emailJobsTo(w.people[who].email)).toHaveLength(1);
      expect(await claims(w.people[who].id)).toHaveLength(1);
    }
    // The next day: the daily digest again, the weekly one not (its week is claimed).
    await runDigests(new Date(NOW.getTime() + 24 * 3600_000));
    expect(await emailJobsTo(w.people.customerDaily.email)).toHaveLength(2);
    expect(await emailJobsTo(w.people.customerAdmin.email)).toHaveLength(1);
  });

  it("waits for 07:00 in the organisation's time zone", async () => {
    const ny = await world("America/New_York");
    // 11:30 UTC is 06:30 in New York (EST): nothing yet; 12:15 UTC is 07:15: sent.
    await runDigests(new Date("2026-11-23T11:30:00Z"));
    expect(await emailJobsTo(ny.people.customerAdmin.email)).toEqual([]);
    await runDigests(new Date("2026-11-23T12:15:00Z"));
    expect(await emailJobsTo(ny.people.customerAdmin.email)).toHaveLength(1);

    // Tokyo is ahead: Monday 07:00 there is Sunday 22:00 UTC.
    const tokyo = await world("Asia/Tokyo");
    await runDigests(new Date("2026-11-22T21:59:00Z"));
    expect(await claims(tokyo.people.customerAdmin.id)).toEqual([]);
    await runDigests(new Date("2026-11-22T22:01:00Z"));
    expect((await claims(tokyo.people.customerAdmin.id)).map((c) => c.periodKey)).toEqual(["2026-W48"]);
    expect((await claims(tokyo.people.customerDaily.id)).map((c) => c.periodKey)).toEqual(["2026-11-23"]);
  });

  it("runs for one client alone when asked (the benchmark times one client's run)", async () => {
    const one = await world();
    const other = await world();
    const result = await runDigests(NOW, { clientId: one.client.id });
    expect(result.failed).toBe(0);
    expect(await emailJobsTo(one.people.customerAdmin.email)).toHaveLength(1);
    expect(await emailJobsTo(other.people.customerAdmin.email)).toEqual([]);
    expect(await claims(other.people.customerAdmin.id)).toEqual([]);
  });

  it("unsubscribes once with the signed link, and refuses a tampered one", async () => {
    const w = await world();
    await runDigests(NOW);
    const [job] = await emailJobsTo(w.people.customerDaily.email);
    const address = /<(.+)>/.exec(job!.data.headers!["List-Unsubscribe"]!)![1]!;
    const token = address.slice(address.lastIndexOf("/") + 1);
    const host = w.client.hostnames[0]!.hostname;
    const membership = () =>
      db().organisationUser.findFirstOrThrow({
        where: { userId: w.people.customerDaily.id, organisationId: w.customer.id },
      });

    // The page (a GET) only describes it.
    expect(await describeUnsubscribe(w.client, token)).toMatchObject({
      organisationName: "Quarry Works",
      alreadyOff: false,
    });
    expect((await membership()).digestFrequency).toBe("DAILY");

    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    const refused = await call(unsubscribe, {
      method: "POST",
      host,
      params: { token: tampered },
      rawBody: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ global: ["This unsubscribe link is not valid"] });
    expect((await membership()).digestFrequency).toBe("DAILY");

    const foreignHost = (await createClient()).hostnames[0]!.hostname;
    expect((await call(unsubscribe, { method: "POST", host: foreignHost, params: { token } })).status).toBe(404);

    const first = await call(unsubscribe, {
      method: "POST",
      host,
      params: { token },
      rawBody: "List-Unsubscribe=One-Click",
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: "You will no longer receive the email digest of Quarry Works" });
    expect((await membership()).digestFrequency).toBe("OFF");

    const second = await call(unsubscribe, { method: "POST", host, params: { token } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ message: "The email digest of Quarry Works is already off" });
    expect(await describeUnsubscribe(w.client, token)).toMatchObject({ alreadyOff: true });

    // Tomorrow's daily digest does not go out; the others' still do.
    await runDigests(new Date(NOW.getTime() + 24 * 3600_000));
    expect(await emailJobsTo(w.people.customerDaily.email)).toHaveLength(1);
  });
});

describe("digest settings", () => {
  it("each member chooses per organisation; another's membership is 404 and nothing is saved", async () => {
    const w = await world("Europe/London", false);
    const other = await createOrganisation(w.client.id, { name: "Harbour Cranes" });
    const multi = await createUser(w.client.id, {
      ...LOGGED_IN,
      memberships: [
        { organisationId: w.customer.id, role: 0 },
        { organisationId: other.id, role: 1 },
      ],
    });
    const ctx = await ctxFor(multi.id, w.client.id, null);
    expect(await listDigestPreferences(ctx)).toEqual([
      { organisationId: other.id, organisationName: "Harbour Cranes", frequency: "WEEKLY", weekday: 1 },
      { organisationId: w.customer.id, organisationName: "Quarry Works", frequency: "OFF", weekday: null },
    ]);
    await updateDigestPreferences(ctx, {
      preferences: [
        { organisationId: w.customer.id, frequency: "DAILY", weekday: null },
        { organisationId: other.id, frequency: "WEEKLY", weekday: 4 },
      ],
    });
    expect((await listDigestPreferences(ctx)).map((p) => [p.frequency, p.weekday])).toEqual([
      ["WEEKLY", 4],
      ["DAILY", null],
    ]);
    await expect(
      updateDigestPreferences(ctx, {
        preferences: [
          { organisationId: w.customer.id, frequency: "OFF", weekday: null },
          { organisationId: w.distributor.id, frequency: "DAILY", weekday: null },
        ],
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await listDigestPreferences(ctx)).map((p) => p.frequency)).toEqual(["WEEKLY", "DAILY"]);
  });

  it("the organisation's time zone is an IANA name, Europe/London by default", async () => {
    const w = await world("Europe/London", false);
    const fresh = await createOrganisation(w.client.id);
    expect(fresh.timeZone).toBe("Europe/London");
    const host = w.client.hostnames[0]!.hostname;
    const headers = await bearerHeaders(w.people.customerAdmin, w.customer.id);
    const body = (timeZone: string) => ({
      hoseInspectionMonths: 6,
      hoseReplacementMonths: 60,
      hoseReplacementWarningMonths: 3,
      fields: {},
      timeZone,
    });
    const bad = await call(putSettings, { method: "PUT", host, headers, body: body("Mars/Olympus") });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ timeZone: ["Choose a time zone from the list (a name such as Europe/London)"] });
    const good = await call(putSettings, { method: "PUT", host, headers, body: body("Asia/Tokyo") });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ timeZone: "Asia/Tokyo" });
    expect((await db().organisation.findUniqueOrThrow({ where: { id: w.customer.id } })).timeZone).toBe("Asia/Tokyo");
  });
});

describe("the claim's transaction", () => {
  it("carries the email job: rolled back, neither exists (a crash before COMMIT loses nothing)", async () => {
    await prepareEmailQueue();
    const to = "rolled-back@example.test";
    const connection = await bulkPool().connect();
    try {
      await connection.query("BEGIN");
      const id = await queueEmailWithin(
        { executeSql: (text, values) => connection.query(text, values) },
        { to, subject: "x", html: "x", text: "x", clientHost: "localhost" },
      );
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // The job is written on the claim's own connection, inside its transaction...
      const inside = await connection.query(`SELECT id FROM pgboss.job WHERE name = 'email' AND data->>'to' = $1`, [
        to,
      ]);
      expect(inside.rows).toEqual([{ id }]);
      // ...and, where the database has sessions of its own for other connections, invisible
      // to them until it commits. The embedded database is one session: another connection's
      // read waits for this transaction to end (which this test, holding it, never would).
      if (!env().EMBEDDED_DB) expect(await emailJobsTo(to)).toEqual([]);
      await connection.query("ROLLBACK");
    } finally {
      connection.release();
    }
    expect(await emailJobsTo(to)).toEqual([]);
  });
});

describe("digest delivery without SMTP", () => {
  it("writes a retried job to the same outbox file (the runs above were delivered there too)", async () => {
    const message: EmailMessage = {
      to: "someone@example.test",
      subject: "Digest",
      html: "<p>x</p>",
      text: "x",
      clientHost: "localhost",
      headers: { "List-Unsubscribe": "<http://localhost/u>" },
      dedupeKey: "2026-11-23T08-00-00-000Z-digest-0195f3d2-1d0c-7000-8000-000000000001",
    };
    await deliverEmail(message);
    await deliverEmail(message);
    const files = (await readdir(path.resolve(env().OUTBOX_DIR))).filter((f) => f.includes("-000000000001"));
    expect(files).toEqual([`${message.dedupeKey}.json`]);
  });
});
