import { describe, expect, it } from "vitest";
import { POST as report } from "@/app/api/v1/hoses/tag/[tagId]/report/route";
import { db } from "@/lib/db/client";
import { PROBLEM_REPORTED, problemNote } from "@/lib/hoses/report-problem";
import { humanCheck, withSmtpSink } from "../fixtures/accounts";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** 'Report a problem' from a tag's public card (issue 15): no login, human check, limits, note and email. */
const { sink } = withSmtpSink();

async function world(opts: { customerAdmin?: boolean; publicCard?: boolean } = {}) {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const distributor = await createOrganisation(client.id, { isDistributor: true });
  const customer = await createOrganisation(client.id, {
    distributorId: distributor.id,
    publicCard: opts.publicCard ?? true,
  });
  const unique = Math.random().toString(36).slice(2, 8);
  const admin = await createUser(client.id, {
    email: `admin-${unique}@report.test`,
    memberships: [{ organisationId: opts.customerAdmin === false ? distributor.id : customer.id, role: 2 }],
  });
  const user = await createUser(client.id, {
    email: `user-${unique}@report.test`,
    memberships: [{ organisationId: customer.id, role: 0 }],
  });
  const tagId = `RP${unique.toUpperCase()}`;
  const hose = await createHose(client.id, customer.id, {
    tagId,
    name: "Boom lift",
    distributorOrganisationId: distributor.id,
  });
  return { client, host, admin, user, hose, tagId };
}

const send = async (w: { host: string }, tagId: string, body: Record<string, unknown>, ip = "203.0.113.7") =>
  call(report, {
    method: "POST",
    host: w.host,
    path: `/api/v1/hoses/tag/${tagId}/report`,
    params: { tagId },
    body,
    ip,
  });

describe("POST /hoses/tag/{tagId}/report", () => {
  it("adds an authorless note to the hose and emails the organisation's Admins only", async () => {
    const w = await world();
    const res = await send(w, w.tagId.toLowerCase(), {
      message: "Leaking at the ferrule",
      recaptchaResponse: await humanCheck(w.host),
    });
    expect(res.status).toBe(201);
    expect(decodeURIComponent(res.headers.get("user-message") ?? "")).toBe(PROBLEM_REPORTED);
    const notes = await db().hoseMeta.findMany({ where: { hoseId: w.hose.id } });
    expect(notes).toMatchObject([{ kind: "NOTE", userId: null, notes: problemNote("Leaking at the ferrule") }]);
    const mail = await sink().waitForMessage(w.admin.email, 20_000);
    expect(mail.subject).toBe("A problem was reported with Boom lift");
    expect(mail.text).toContain("Leaking at the ferrule");
    expect(mail.text).toContain(`/hoses/${w.hose.id}`);
    expect(sink().messages.some((m) => m.to.includes(w.user.email))).toBe(false);
  });

  it("falls back to the distributor's Admins when the customer has none", async () => {
    const w = await world({ customerAdmin: false });
    expect((await send(w, w.tagId, { message: "Kinked", recaptchaResponse: await humanCheck(w.host) })).status).toBe(
      201,
    );
    expect((await sink().waitForMessage(w.admin.email, 20_000)).subject).toBe("A problem was reported with Boom lift");
  });

  it("refuses without the human check, an empty message, an unknown tag or a card turned off, writing nothing", async () => {
    const w = await world();
    const off = await world({ publicCard: false });
    const human = await humanCheck(w.host);
    expect((await send(w, w.tagId, { message: "No check" })).status).toBe(422);
    expect((await send(w, w.tagId, { message: "  ", recaptchaResponse: human })).body).toMatchObject({
      message: ["Please describe the problem"],
    });
    expect((await send(w, "NOSUCHTAG", { message: "Who?", recaptchaResponse: await humanCheck(w.host) })).status).toBe(
      404,
    );
    expect(
      (await send(off, off.tagId, { message: "Hidden", recaptchaResponse: await humanCheck(off.host) })).status,
    ).toBe(404);
    expect(await db().hoseMeta.count({ where: { hoseId: { in: [w.hose.id, off.hose.id] } } })).toBe(0);
  });

  it("limits reports per address (5 an hour, whatever the tag)", async () => {
    const w = await world();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send(w, w.tagId, { message: `Report ${i}`, recaptchaResponse: await humanCheck(w.host) }, ip)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await db().hoseMeta.count({ where: { hoseId: w.hose.id } })).toBe(5);
  });
});
