import { describe, expect, it } from "vitest";
import { POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { POST as report } from "@/app/api/v1/hoses/tag/[tagId]/report/route";
import { POST as readRoute } from "@/app/api/v1/notifications/read/route";
import { GET as listRoute } from "@/app/api/v1/notifications/route";
import { addMonthsUtc, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { listFailureEmailPreferences, updateFailureEmailPreferences } from "@/lib/notifications/preferences";
import { humanCheck, withSmtpSink } from "../fixtures/accounts";
import { bearerHeaders } from "../fixtures/bearer";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Told at once when a hose fails: an inspection that says Replace, or a problem report, tells
 * the customer's Admins and the distributor's quote contacts (a notification each, and an email
 * through the real queue to a real SMTP server for those who want one), and GET/POST
 * /notifications show each user only their own.
 */
const { sink } = withSmtpSink();

type U = { id: string; clientId: string; sessionVersion: number; email: string };

async function world() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const distributor = await createOrganisation(client.id, { isDistributor: true, name: "Valve Supply" });
  const customer = await createOrganisation(client.id, { distributorId: distributor.id, name: "Pit Works" });
  const unique = Math.random().toString(36).slice(2, 8);
  const user = (name: string, memberships: Array<{ organisationId: string; role: number; receiveQuotes?: boolean }>) =>
    createUser(client.id, { email: `${name}-${unique}@notify.test`, firstName: name, lastName: "Tester", memberships });
  const people = {
    /** Admin of the customer: told, emailed by default. */
    admin: await user("admin", [{ organisationId: customer.id, role: 2 }]),
    /** Admin of the customer who turned the emails off: told, not emailed. */
    quietAdmin: await user("quiet", [{ organisationId: customer.id, role: 2 }]),
    /** The inspector (a User of the customer): not told. */
    inspector: await user("inspector", [{ organisationId: customer.id, role: 0 }]),
    /** Admin and quote contact of the distributor: told, emailed. */
    quotes: await user("quotes", [{ organisationId: distributor.id, role: 2, receiveQuotes: true }]),
    /** A Manager quote contact of the distributor: told, not emailed unless they choose it. */
    managerQuotes: await user("manager", [{ organisationId: distributor.id, role: 1, receiveQuotes: true }]),
    /** An Admin of the distributor who is not a quote contact: not told (the customer has Admins). */
    distAdmin: await user("distadmin", [{ organisationId: distributor.id, role: 2 }]),
    /** Admin of the customer and quote contact of the distributor: told once. */
    both: await user("both", [
      { organisationId: customer.id, role: 2 },
      { organisationId: distributor.id, role: 1, receiveQuotes: true },
    ]),
  };
  await db().organisationUser.update({
    where: { userId_organisationId: { userId: people.quietAdmin.id, organisationId: customer.id } },
    data: { failureEmails: false },
  });
  const tagId = `NT${unique.toUpperCase()}`;
  const hose = await createHose(client.id, customer.id, {
    name: "Crusher feed",
    tagId,
    installationDate: addMonthsUtc(todayDate(), -12),
    distributorOrganisationId: distributor.id,
  });
  return { client, host, distributor, customer, people, hose, tagId };
}
type World = Awaited<ReturnType<typeof world>>;

const inspect = async (w: World, by: U, org: string, inspectionResult: number, notes = "Cover worn to the braid") =>
  call(metaRoute, {
    method: "POST",
    host: w.host,
    headers: { ...(await bearerHeaders(by, org)), "x-client-host": w.host },
    body: { hoseId: w.hose.id, inspectionResult, notes },
  });

const list = async (w: { host: string }, as: U, query = "") =>
  call(listRoute, {
    host: w.host,
    path: `/api/v1/notifications${query}`,
    headers: await bearerHeaders(as),
  });

const markRead = async (w: { host: string }, as: U, body: unknown) =>
  call(readRoute, {
    method: "POST",
    host: w.host,
    path: "/api/v1/notifications/read",
    headers: await bearerHeaders(as),
    body,
  });

const mailsTo = (email: string) => sink().messages.filter((m) => m.to.includes(email.toLowerCase()));
/** Lets the queue's worker deliver anything else it was given (a second email would show by then). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

type Listed = {
  items: Array<{ id: string; kind: string; what: string; who: string | null; hose: { id: string; link: string } }>;
  unread: number;
};

describe("hose failure notifications", () => {
  it("a Replace inspection tells the customer's Admins and the distributor's quote contacts, emailing those who want it once each", async () => {
    const w = await world();
    const res = await inspect(w, w.people.inspector, w.customer.id, 2);
    expect(res.status).toBe(201);
    const metaId = (res.body as { id: string }).id;

    const told = await db().notification.findMany({ where: { hoseMetaId: metaId }, orderBy: { userId: "asc" } });
    const p = w.people;
    expect(told.map((n) => n.userId).sort()).toEqual(
      [p.admin.id, p.quietAdmin.id, p.quotes.id, p.managerQuotes.id, p.both.id].sort(),
    );
    expect(told.every((n) => n.kind === "REPLACE" && n.actorName === "inspector Tester")).toBe(true);
    // The person who is Admin of the customer and quote contact of the distributor is told as Admin.
    expect(told.find((n) => n.userId === p.both.id)?.organisationId).toBe(w.customer.id);

    // Emails within a minute, one per person who wants them, with the hose's link.
    for (const person of [p.admin, p.quotes, p.both]) {
      const mail = await sink().waitForMessage(person.email, 60_000);
      expect(mail.subject).toBe("Crusher feed failed its inspection: Replace");
      expect(mail.text).toContain("Cover worn to the braid");
      expect(mail.text).toContain("inspector Tester");
    }
    const adminMail = mailsTo(p.admin.email)[0]!;
    expect(adminMail.text).toContain(`${w.client.primaryUrl}/portal/${w.customer.id}/hoses/${w.hose.id}`);
    expect(mailsTo(p.quotes.email)[0]!.text).toContain(`/portal/${w.distributor.id}/hoses/${w.hose.id}`);
    await settle();
    for (const person of [p.admin, p.quotes, p.both]) expect(mailsTo(person.email)).toHaveLength(1);
    for (const person of [p.quietAdmin, p.managerQuotes, p.inspector, p.distAdmin])
      expect(mailsTo(person.email)).toHaveLength(0);
    const emailed = await db().notification.findMany({ where: { hoseMetaId: metaId, emailed: true } });
    expect(emailed.map((n) => n.userId).sort()).toEqual([p.admin.id, p.quotes.id, p.both.id].sort());
  }, 90_000);

  it("tells nobody of a Good or Monitor inspection, and never tells the inspector of their own", async () => {
    const w = await world();
    expect((await inspect(w, w.people.inspector, w.customer.id, 0)).status).toBe(201);
    expect((await inspect(w, w.people.inspector, w.customer.id, 1)).status).toBe(201);
    expect(await db().notification.count({ where: { hoseId: w.hose.id } })).toBe(0);

    // An Admin who records Replace is not told; the other Admins are.
    expect((await inspect(w, w.people.admin, w.customer.id, 2)).status).toBe(201);
    const told = await db().notification.findMany({ where: { hoseId: w.hose.id } });
    expect(told.map((n) => n.userId)).not.toContain(w.people.admin.id);
    expect(told.map((n) => n.userId)).toContain(w.people.both.id);
    await sink().waitForMessage(w.people.both.email, 60_000);
    await settle();
    expect(mailsTo(w.people.admin.email)).toHaveLength(0);
  }, 90_000);

  it("follows the setting: a Manager who turns it on is emailed, an Admin who turns it off is not", async () => {
    const w = await world();
    const p = w.people;
    const managerCtx = await ctxFor(p.managerQuotes.id, w.client.id, w.distributor.id);
    expect(await listFailureEmailPreferences(managerCtx)).toEqual([
      { organisationId: w.distributor.id, organisationName: "Valve Supply", email: false },
    ]);
    await updateFailureEmailPreferences(managerCtx, {
      preferences: [{ organisationId: w.distributor.id, email: true }],
    });
    const adminCtx = await ctxFor(p.admin.id, w.client.id, w.customer.id);
    await updateFailureEmailPreferences(adminCtx, { preferences: [{ organisationId: w.customer.id, email: false }] });
    // Another organisation's id is 404 and changes nothing.
    await expect(
      updateFailureEmailPreferences(adminCtx, { preferences: [{ organisationId: w.distributor.id, email: false }] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    expect((await inspect(w, p.inspector, w.customer.id, 2)).status).toBe(201);
    await sink().waitForMessage(p.managerQuotes.email, 60_000);
    await settle();
    expect(mailsTo(p.admin.email)).toHaveLength(0);
    expect(await db().notification.count({ where: { userId: p.admin.id } })).toBe(1);
  }, 90_000);

  it("a problem report from the tag's public page tells them too", async () => {
    const w = await world();
    const res = await call(report, {
      method: "POST",
      host: w.host,
      path: `/api/v1/hoses/tag/${w.tagId}/report`,
      params: { tagId: w.tagId },
      body: { message: "Oil dripping under the crusher", recaptchaResponse: await humanCheck(w.host) },
      ip: "203.0.113.40",
    });
    expect(res.status).toBe(201);
    const told = await db().notification.findMany({ where: { hoseId: w.hose.id } });
    expect(told).toHaveLength(5);
    expect(told.every((n) => n.kind === "PROBLEM" && n.actorName === null)).toBe(true);
    const mail = await sink().waitForMessage(w.people.quotes.email, 60_000);
    expect(mail.subject).toBe("A problem was reported with Crusher feed");
    expect(mail.text).toContain("Oil dripping under the crusher");
    expect(mail.text).toContain("because you are an Admin of Valve Supply");
    await sink().waitForMessage(w.people.admin.email, 60_000);
  }, 90_000);

  it("GET /notifications lists only the caller's, newest first; marking read is scoped to the caller and tenant", async () => {
    const w = await world();
    const p = w.people;
    await inspect(w, p.inspector, w.customer.id, 2, "First");
    await inspect(w, p.inspector, w.customer.id, 2, "Second");

    const mine = await list(w, p.admin);
    expect(mine.status).toBe(200);
    const body = mine.body as Listed;
    expect(body.unread).toBe(2);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      kind: "REPLACE",
      what: "Inspection says Replace",
      who: "inspector Tester",
      detail: "Second",
      hose: { id: w.hose.id, link: `/portal/${w.customer.id}/hoses/${w.hose.id}` },
      readAt: null,
    });
    const adminIds = body.items.map((n) => n.id);
    // Nobody else's: the inspector has none, another tenant's user has none.
    expect(((await list(w, p.inspector)).body as Listed).items).toHaveLength(0);
    const other = await createClient();
    const otherOrg = await createOrganisation(other.id, {});
    const stranger = await createUser(other.id, { memberships: [{ organisationId: otherOrg.id, role: 2 }] });
    const otherHost = { host: other.hostnames[0]!.hostname };
    expect(((await list(otherHost, stranger)).body as Listed).items).toHaveLength(0);

    // Another user's id, or another tenant's caller: 404 and nothing marked.
    expect((await markRead(w, p.quotes, { ids: [adminIds[0]] })).status).toBe(404);
    expect((await markRead(otherHost, stranger, { ids: [adminIds[0]] })).status).toBe(404);
    expect((await markRead(w, p.admin, { ids: [adminIds[0], p.admin.id] })).status).toBe(404);
    expect(await db().notification.count({ where: { readAt: { not: null } } })).toBe(0);
    // Bad input: the error shape, nothing marked.
    const bad = await markRead(w, p.admin, { ids: ["nope"] });
    expect(bad.status).toBe(422);
    expect(bad.body).toHaveProperty(["ids.0"]);
    expect((await markRead(w, p.admin, {})).status).toBe(422);
    expect((await list(w, p.admin, "?limit=0")).status).toBe(422);

    const marked = await markRead(w, p.admin, { ids: [adminIds[0]] });
    expect(marked).toMatchObject({ status: 200, body: { marked: 1, unread: 1 }, userMessage: "Marked as read" });
    expect(((await list(w, p.admin, "?unread=true")).body as Listed).items.map((n) => n.id)).toEqual([adminIds[1]]);
    expect(((await list(w, p.quotes)).body as Listed).unread).toBe(2);
    expect((await markRead(w, p.quotes, { all: true })).body).toMatchObject({ marked: 2, unread: 0 });
    expect(((await list(w, p.admin)).body as Listed).unread).toBe(1);
    expect((await list(w, p.admin, "?limit=1")).body).toMatchObject({ items: [{ id: adminIds[0] }] });
  }, 90_000);
});
