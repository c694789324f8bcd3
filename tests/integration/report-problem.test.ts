import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as reportAction } from "@/app/api/v1/hoseMeta/[id]/report/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { POST as report } from "@/app/api/v1/hoses/tag/[tagId]/report/route";
import { db } from "@/lib/db/client";
import { PHOTO_NOT_AN_IMAGE, PHOTO_UNREADABLE } from "@/lib/hoses/problem-photo";
import { PROBLEM_REPORTED, problemNote } from "@/lib/hoses/report-problem";
import { resolveTagLink } from "@/lib/hoses/tag-link";
import { humanCheck, withSmtpSink } from "../fixtures/accounts";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { b64, pdf, png } from "../fixtures/files";
import { call } from "../fixtures/http";
import { temporaryStorage } from "../fixtures/temporary-storage";

const files = temporaryStorage("report-photos-");
/** Every stored object under the client's folder. */
const objects = async (clientId: string) => readdir(path.join(files.root, clientId)).catch(() => [] as string[]);

/** 'Report a problem' from a tag's public card: no login, human check, limits, note and email. */
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

  it("keeps an optional photo privately with the note, upright and without its EXIF; the email says it is on the hose's page", async () => {
    const w = await world();
    // A phone photo: 1200 x 800 stored sideways with an orientation tag and the camera's details.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "PhoneCo", Model: "Pocket 9" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await send(
      w,
      w.tagId,
      {
        message: "Cracked cover",
        recaptchaResponse: await humanCheck(w.host),
        photo: { base64Data: b64(photo), filename: "IMG_0001.JPEG" },
      },
      "203.0.113.21",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = await db().hoseMeta.findFirstOrThrow({ where: { hoseId: w.hose.id }, include: { uploads: true } });
    expect(note).toMatchObject({ kind: "NOTE", userId: null, notes: problemNote("Cracked cover") });
    expect(note.uploads).toMatchObject([
      { hoseId: w.hose.id, userId: null, mimetype: "image/jpeg", uploadType: 1, filename: "IMG_0001.jpg" },
    ]);
    const stored = await files.store.get(note.uploads[0]!.storageKey);
    const meta = await sharp(stored!).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([800, 1200, undefined, undefined]);
    expect(note.uploads[0]!.size).toBe(stored!.byteLength);

    const mail = await sink().waitForMessage(w.admin.email, 20_000);
    expect(mail.text).toContain("IMG_0001.jpg: with the note on the hose's page");
    // Never on the public card, whatever the organisation shows there.
    await db().organisation.update({
      where: { id: w.hose.customerOrganisationId },
      data: { publicCardDocuments: true },
    });
    const card = await resolveTagLink(w.client, null, w.tagId);
    expect(card).toMatchObject({ kind: "public", card: { documents: [] } });
  });

  it("refuses a photo that is not a readable JPEG or PNG, writing and storing nothing", async () => {
    const w = await world();
    const attempt = async (base64Data: string, ip: string) =>
      send(
        w,
        w.tagId,
        { message: "Look", recaptchaResponse: await humanCheck(w.host), photo: { base64Data, filename: "a.jpg" } },
        ip,
      );
    expect((await attempt(b64(pdf()), "203.0.113.31")).body).toEqual({ photo: [PHOTO_NOT_AN_IMAGE] });
    const broken = (await png()).subarray(0, 60);
    expect((await attempt(b64(broken), "203.0.113.32")).body).toEqual({ photo: [PHOTO_UNREADABLE] });
    expect((await attempt("not base64!", "203.0.113.33")).status).toBe(422);
    expect(await db().hoseMeta.count({ where: { hoseId: w.hose.id } })).toBe(0);
    expect(await objects(w.client.id)).toEqual([]);
    // A PNG is kept as a PNG, and named so.
    const ok = await attempt(b64(await png(40, 20)), "203.0.113.34");
    expect(ok.status).toBe(201);
    expect(
      await db().upload.findMany({ where: { hoseId: w.hose.id }, select: { mimetype: true, filename: true } }),
    ).toEqual([{ mimetype: "image/png", filename: "a.png" }]);
    expect(await objects(w.client.id)).toHaveLength(1);
  });

  it("limits reports per address (5 an hour, whatever the tag)", async () => {
    const w = await world();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const tags = [w.tagId];
    for (let i = 0; i < 5; i++) tags.push((await createHose(w.client.id, w.hose.customerOrganisationId)).tagId!);
    const statuses: number[] = [];
    for (const [i, tag] of tags.entries())
      statuses.push(
        (await send(w, tag, { message: `Report ${i}`, recaptchaResponse: await humanCheck(w.host) }, ip)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("one address (an IPv6 /64 counts as one) cannot silence a tag for everyone: it spends only its own share", async () => {
    const w = await world();
    const n = Math.floor(Math.random() * 0xfff).toString(16);
    const from = async (ip: string) =>
      (await send(w, w.tagId, { message: `From ${ip}`, recaptchaResponse: await humanCheck(w.host) }, ip)).status;
    expect(await from(`2001:db8:${n}:1::1`)).toBe(201);
    expect(await from(`2001:db8:${n}:1::2`)).toBe(201);
    // Its share of this tag is spent, from any address of its /64 ...
    expect(await from(`2001:db8:${n}:1:ffff::3`)).toBe(429);
    // ... but a genuine reporter elsewhere is still heard.
    expect(await from(`2001:db8:${n}:2::1`)).toBe(201);
    expect(await db().hoseMeta.count({ where: { hoseId: w.hose.id } })).toBe(3);
  });

  it("checks the limits before it reads the body: an address over them gets 429 for any body, however malformed", async () => {
    const w = await world();
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < 2; i++)
      expect(
        (await send(w, w.tagId, { message: `Report ${i}`, recaptchaResponse: await humanCheck(w.host) }, ip)).status,
      ).toBe(201);
    const broken = await call(report, {
      method: "POST",
      host: w.host,
      path: `/api/v1/hoses/tag/${w.tagId}/report`,
      params: { tagId: w.tagId },
      rawBody: "{ not json",
      ip,
    });
    expect(broken.status).toBe(429);
  });

  it("keeps the note but sends no more email once the organisation's daily mail budget is spent", async () => {
    const w = await world();
    await db().rateLimitBucket.create({
      data: {
        key: `mail:org:${w.client.id}:${w.hose.customerOrganisationId}`,
        count: 1_000_000,
        windowStart: new Date(),
      },
    });
    const res = await send(w, w.tagId, { message: "Budget spent", recaptchaResponse: await humanCheck(w.host) });
    expect(res.status).toBe(201);
    expect(await db().hoseMeta.count({ where: { hoseId: w.hose.id } })).toBe(1);
    // A second organisation's report still mails its Admin: the budget is per organisation.
    const other = await world();
    await send(other, other.tagId, { message: "Other org", recaptchaResponse: await humanCheck(other.host) });
    await sink().waitForMessage(other.admin.email, 20_000);
    expect(sink().messages.some((m) => m.to.includes(w.admin.email))).toBe(false);
  });

  it("an Admin marks a report resolved or hides it (gone from the timeline with its photo); others cannot", async () => {
    const w = await world();
    const sent = async (message: string, photo?: string) =>
      send(
        w,
        w.tagId,
        {
          message,
          recaptchaResponse: await humanCheck(w.host),
          ...(photo ? { photo: { base64Data: photo, filename: "p.png" } } : {}),
        },
        `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      );
    expect((await sent("Leaking")).status).toBe(201);
    expect((await sent("Spam https://evil.example", b64(await png(20, 20)))).status).toBe(201);
    const [spam, leak] = await db().hoseMeta.findMany({ where: { hoseId: w.hose.id }, orderBy: { createdAt: "desc" } });
    expect([spam!.problemReport, leak!.problemReport]).toEqual([true, true]);
    const act = async (
      user: { id: string; clientId: string; sessionVersion: number },
      org: string,
      id: string,
      action: string,
    ) =>
      call(reportAction, {
        method: "POST",
        host: w.host,
        headers: await bearerHeaders(user, org),
        params: { id },
        body: { action },
      });
    const org = w.hose.customerOrganisationId;

    // A User of the organisation: 403; another organisation's Admin: 404; a plain note: 404.
    expect((await act(w.user, org, leak!.id, "resolve")).status).toBe(403);
    const elsewhere = await createOrganisation(w.client.id, {});
    const elsewhereAdmin = await createUser(w.client.id, { memberships: [{ organisationId: elsewhere.id, role: 2 }] });
    expect((await act(elsewhereAdmin, elsewhere.id, leak!.id, "hide")).status).toBe(404);
    const note = await db().hoseMeta.create({
      data: { clientId: w.client.id, hoseId: w.hose.id, kind: "NOTE", notes: "Mine", userId: w.user.id },
    });
    expect((await act(w.admin, org, note.id, "hide")).status).toBe(404);
    expect((await act(w.admin, org, leak!.id, "delete")).status).toBe(422);
    expect(
      await db().hoseMeta.count({
        where: { hoseId: w.hose.id, OR: [{ resolvedAt: { not: null } }, { hiddenAt: { not: null } }] },
      }),
    ).toBe(0);

    expect(await act(w.admin, org, leak!.id, "resolve")).toMatchObject({ status: 200 });
    expect(await act(w.admin, org, spam!.id, "hide")).toMatchObject({ status: 200 });
    const page = await call(hoseRoute, {
      host: w.host,
      headers: await bearerHeaders(w.admin, org),
      params: { id: w.hose.id },
    });
    const meta = (page.body as { hoseMeta: Array<{ id: string; resolvedAt: string | null; problemReport: boolean }> })
      .hoseMeta;
    expect(meta.map((m) => m.id).sort()).toEqual([leak!.id, note.id].sort());
    expect(meta.find((m) => m.id === leak!.id)).toMatchObject({ problemReport: true, resolvedAt: expect.any(String) });
    expect(await db().upload.count({ where: { hoseMetaId: spam!.id, deletedAt: null } })).toBe(0);
    // Hidden is final: acting on it again is 404.
    expect((await act(w.admin, org, spam!.id, "resolve")).status).toBe(404);
  });
});
