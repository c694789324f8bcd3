import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as imageRoute } from "@/app/api/v1/uploads/[id]/[size]/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/v1/uploads/[id]/route";
import { POST as uploadRoute } from "@/app/api/v1/uploads/route";
import { GET as hoseRoute } from "@/app/api/v1/hoses/[id]/route";
import { db } from "@/lib/db/client";
import { KEY_REUSED } from "@/lib/http/idempotency";
import { setStorageForTests, type Storage } from "@/lib/storage";
import { detectUploadType } from "@/lib/hoses/documents/file-types";
import { sessionCookiesFor } from "../fixtures/accounts";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { b64, doc, docm, docx, elf, exe, jpeg, pdf, png, xls, xlsx } from "../fixtures/files";
import { call } from "../fixtures/http";
import { temporaryStorage } from "../fixtures/temporary-storage";
import { startS3 } from "../fixtures/s3";

/**
 * The uploads API over HTTP: accepted types stored, refused types and sizes, roles, tenancy,
 * thumbnails, delete; after every refused call the rows and the stored objects are unchanged.
 */
const files = temporaryStorage("uploads-");

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const otherDist = await createOrganisation(client.id, { isDistributor: true, name: "South" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const hidden = await createOrganisation(client.id, {
    name: "Hidden",
    distributorId: dist.id,
    distributorConfigurationsVisible: false,
  });
  const notMine = await createOrganisation(client.id, { name: "Elsewhere", distributorId: otherDist.id });
  const foreignOrg = await createOrganisation(other.id, { name: "Foreign" });
  const member = (organisationId: string, role: number) =>
    createUser(client.id, { memberships: [{ organisationId, role }] });
  const users = {
    dist: await member(dist.id, 2),
    customer: await member(customer.id, 2),
    user: await member(customer.id, 0),
    readOnly: await member(customer.id, 4),
    hidden: await member(hidden.id, 2),
    foreign: await createUser(other.id, { memberships: [{ organisationId: foreignOrg.id, role: 2 }] }),
  };
  const as = {
    dist: () => bearerHeaders(users.dist, dist.id),
    customer: () => bearerHeaders(users.customer, customer.id),
    user: () => bearerHeaders(users.user, customer.id),
    readOnly: () => bearerHeaders(users.readOnly, customer.id),
    hidden: () => bearerHeaders(users.hidden, hidden.id),
    foreign: () => bearerHeaders(users.foreign, foreignOrg.id),
  };
  const hose = await createHose(client.id, customer.id, { name: "Crusher feed" });
  const hiddenHose = await createHose(client.id, hidden.id);
  const elsewhereHose = await createHose(client.id, notMine.id);
  const foreignHose = await createHose(other.id, foreignOrg.id);
  return { client, other, host, customer, users, as, hose, hiddenHose, elsewhereHose, foreignHose };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const upload = async (s: Setup, headers: Record<string, string>, body: Record<string, unknown>) =>
  call(uploadRoute, {
    method: "POST",
    host: s.host,
    headers,
    body: { hoseId: s.hose.id, uploadType: 2, filename: "file.pdf", ...body },
  });

/** Every stored object (file) under the client's folder. */
async function objects(clientId: string): Promise<string[]> {
  try {
    return (await readdir(path.join(files.root, clientId))).sort();
  } catch {
    return [];
  }
}
const snapshot = async (s: Setup) => ({
  rows: await db().upload.findMany({ where: { clientId: { in: [s.client.id, s.other.id] } }, orderBy: { id: "asc" } }),
  objects: [...(await objects(s.client.id)), ...(await objects(s.other.id))],
  audit: await db().auditEvent.count({ where: { clientId: s.client.id } }),
});

describe("file types by content", () => {
  it("recognises each accepted type and refuses the rest", async () => {
    expect((await detectUploadType(await png()))?.uploadType).toBe(1);
    expect((await detectUploadType(await jpeg()))?.uploadType).toBe(1);
    expect((await detectUploadType(pdf()))?.uploadType).toBe(2);
    expect((await detectUploadType(doc()))?.uploadType).toBe(3);
    expect((await detectUploadType(docx()))?.uploadType).toBe(4);
    expect((await detectUploadType(xls()))?.uploadType).toBe(5);
    expect((await detectUploadType(xlsx()))?.uploadType).toBe(6);
    for (const refused of [
      exe(),
      elf(),
      docm(),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("<html><script>x</script>"),
      Buffer.from("hello"),
    ]) {
      expect(await detectUploadType(refused)).toBeNull();
    }
  });
});

describe("uploads API", () => {
  it("stores a PDF and a PNG; the type and file name follow the content; the hose lists them with signed links", async () => {
    const s = await setup();
    const res = await upload(s, await s.as.user(), {
      base64Data: b64(pdf()),
      filename: "Test cert.pdf",
      uploadType: 2,
    });
    expect(res.status).toBe(201);
    expect(res.userMessage).toBe("File uploaded");
    expect(res.body).toMatchObject({
      hoseId: s.hose.id,
      uploadType: 2,
      filename: "Test cert.pdf",
      mimetype: "application/pdf",
      size: pdf().byteLength,
    });
    const row = await db().upload.findUniqueOrThrow({ where: { id: (res.body as { id: string }).id } });
    expect(row.storageKey).toMatch(new RegExp(`^${s.client.id}/[0-9a-f-]{36}$`));
    expect(row.userId).toBe(s.users.user.id);
    expect(Buffer.from((await files.store.get(row.storageKey))!).equals(pdf())).toBe(true);

    // Declared as a PDF, named .pdf, but a PNG: stored as an image named .png.
    const image = await png();
    const res2 = await upload(s, await s.as.dist(), {
      base64Data: `data:image/png;base64,${b64(image)}`,
      filename: "../../photo.pdf",
      uploadType: 2,
    });
    expect(res2.status).toBe(201);
    expect(res2.body).toMatchObject({ uploadType: 1, mimetype: "image/png", filename: "photo.png" });

    for (const [file, type, name] of [
      [doc(), 3, "a.doc"],
      [docx(), 4, "a.docx"],
      [xls(), 5, "a.xls"],
      [xlsx(), 6, "a.xlsx"],
      [await jpeg(), 1, "a.JPEG"],
    ] as const) {
      const r = await upload(s, await s.as.customer(), { base64Data: b64(file), filename: name, uploadType: type });
      expect(r.status, name).toBe(201);
      expect(r.body).toMatchObject({ uploadType: type, filename: name });
    }

    const detail = await call(hoseRoute, { host: s.host, headers: await s.as.readOnly(), params: { id: s.hose.id } });
    const uploads = (detail.body as { uploads: { filename: string; signedLink: string }[] }).uploads;
    expect(uploads).toHaveLength(7);
    expect(uploads.every((u) => u.signedLink.startsWith("/api/v1/files/"))).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain("storageKey");
  });

  it("refuses executables named .pdf, unknown types, bad base64 and files over 10 MB, changing nothing", async () => {
    const s = await setup();
    await upload(s, await s.as.user(), { base64Data: b64(pdf()) });
    const before = await snapshot(s);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { base64Data: b64(exe()), filename: "invoice.pdf" },
        "base64Data",
        "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded",
      ],
      [
        { base64Data: b64(elf()), filename: "report.pdf" },
        "base64Data",
        "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded",
      ],
      [
        { base64Data: b64(docm()), filename: "macro.docx" },
        "base64Data",
        "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded",
      ],
      [
        { base64Data: b64(Buffer.from("<svg onload='alert(1)'/>")), filename: "x.png" },
        "base64Data",
        "Only images (PNG, JPEG), PDF, Word and Excel files can be uploaded",
      ],
      [
        { base64Data: b64(Buffer.concat([(await png()).subarray(0, 40)])), filename: "broken.png" },
        "base64Data",
        "The image could not be read",
      ],
      [{ base64Data: "not base64!!" }, "base64Data", "The file is not valid base64 data"],
      [
        { base64Data: b64(Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)])) },
        "base64Data",
        "The file must be 10 MB or smaller",
      ],
      [{ base64Data: b64(pdf()), filename: "" }, "filename", "A file name is required"],
      [{ base64Data: b64(pdf()), uploadType: 9 }, "uploadType", "Unknown upload type"],
      [
        { base64Data: b64(pdf()), hoseMetaId: crypto.randomUUID() },
        "hoseMetaId",
        "This inspection is not one of this hose's",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await upload(s, await s.as.user(), body);
      expect(res.status, message).toBe(422);
      expect((res.body as Record<string, string[]>)[field]).toContain(message);
    }
    // A body far over the limit is refused before it is read (413).
    const huge = await call(uploadRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as.user(),
      rawBody: `{"base64Data":"${"A".repeat(15 * 1024 * 1024)}"}`,
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ base64Data: ["The file must be 10 MB or smaller"] });
    expect(await snapshot(s)).toEqual(before);
  });

  it("read-only users and customers whose hoses their distributor manages get 403; other clients' and hidden hoses 404; nothing changes", async () => {
    const s = await setup();
    const first = await upload(s, await s.as.user(), { base64Data: b64(await png()), filename: "p.png" });
    const id = (first.body as { id: string }).id;
    const before = await snapshot(s);
    const body = { base64Data: b64(pdf()) };
    expect((await upload(s, await s.as.readOnly(), body)).status).toBe(403);
    expect((await upload(s, await s.as.hidden(), { ...body, hoseId: s.hiddenHose.id })).status).toBe(403);
    expect((await upload(s, await s.as.dist(), { ...body, hoseId: s.elsewhereHose.id })).status).toBe(404);
    expect((await upload(s, await s.as.dist(), { ...body, hoseId: s.foreignHose.id })).status).toBe(404);
    // Another client's user, on its own hostname, naming this client's hose.
    const otherHost = s.other.hostnames[0]!.hostname;
    const foreignCall = await call(uploadRoute, {
      method: "POST",
      host: otherHost,
      headers: await s.as.foreign(),
      body: { ...body, hoseId: s.hose.id, filename: "a.pdf" },
    });
    expect(foreignCall.status).toBe(404);
    // Unauthenticated, and a cookie-less call without a token.
    expect(
      (
        await call(uploadRoute, {
          method: "POST",
          host: s.host,
          body: { ...body, hoseId: s.hose.id, filename: "a.pdf" },
        })
      ).status,
    ).toBe(401);

    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: await s.as.readOnly(), params: { id } }))
        .status,
    ).toBe(403);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: await s.as.hidden(), params: { id } }))
        .status,
    ).toBe(403);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: otherHost, headers: await s.as.foreign(), params: { id } }))
        .status,
    ).toBe(404);
    expect((await call(getRoute, { host: otherHost, headers: await s.as.foreign(), params: { id } })).status).toBe(404);
    expect(
      (await call(imageRoute, { host: otherHost, headers: await s.as.foreign(), params: { id, size: "3" } })).status,
    ).toBe(404);
    expect((await snapshot(s)).rows).toEqual(before.rows);
    expect((await snapshot(s)).objects).toEqual(before.objects);

    // Read-only users see it, with a link.
    const seen = await call(getRoute, { host: s.host, headers: await s.as.readOnly(), params: { id } });
    expect(seen.status).toBe(200);
    expect((seen.body as { signedLink: string }).signedLink).toMatch(/^\/api\/v1\/files\//);
  });

  it("the browser session uploads and deletes from its own origin only (CSRF)", async () => {
    const s = await setup();
    const cookies = await sessionCookiesFor(s.users.user);
    const body = { base64Data: b64(pdf()), hoseId: s.hose.id, filename: "c.pdf" };
    const before = await snapshot(s);
    const crossSite = await call(uploadRoute, {
      method: "POST",
      host: s.host,
      cookies,
      organisationId: s.customer.id,
      origin: "https://evil.example",
      body,
    });
    expect(crossSite.status).toBe(403);
    expect(await snapshot(s)).toEqual(before);
    const own = await call(uploadRoute, { method: "POST", host: s.host, cookies, organisationId: s.customer.id, body });
    expect(own.status).toBe(201);
    const id = (own.body as { id: string }).id;
    expect(
      (
        await call(deleteRoute, {
          method: "DELETE",
          host: s.host,
          cookies,
          organisationId: s.customer.id,
          origin: "https://evil.example",
          params: { id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(deleteRoute, {
          method: "DELETE",
          host: s.host,
          cookies,
          organisationId: s.customer.id,
          params: { id },
        })
      ).status,
    ).toBe(200);
  });

  it("thumbnails: size 3 is 70 px wide, size 1 at most 1200 px, never enlarged; cached; documents have none", async () => {
    const s = await setup();
    const res = await upload(s, await s.as.user(), { base64Data: b64(await png(1600, 800)), filename: "big.png" });
    const id = (res.body as { id: string }).id;
    const thumb = await call(imageRoute, { host: s.host, headers: await s.as.readOnly(), params: { id, size: "3" } });
    expect(thumb.status).toBe(200);
    expect(thumb.body).toMatchObject({ id, size: 3, width: 70, height: 35, mimetype: "image/png" });
    const meta = await sharp(Buffer.from((thumb.body as { base64Data: string }).base64Data, "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 70, 35]);
    expect((await objects(s.client.id)).filter((k) => k.endsWith(".w70"))).toHaveLength(1);
    const again = await call(imageRoute, { host: s.host, headers: await s.as.readOnly(), params: { id, size: "3" } });
    expect(again.body).toEqual(thumb.body);

    const large = await call(imageRoute, { host: s.host, headers: await s.as.user(), params: { id, size: "1" } });
    expect(large.body).toMatchObject({ width: 1200, height: 600 });

    const small = await upload(s, await s.as.user(), { base64Data: b64(await jpeg(40, 20)), filename: "small.jpg" });
    const smallId = (small.body as { id: string }).id;
    expect(
      (await call(imageRoute, { host: s.host, headers: await s.as.user(), params: { id: smallId, size: "1" } })).body,
    ).toMatchObject({ width: 40, height: 20, mimetype: "image/jpeg" });

    const docRes = await upload(s, await s.as.user(), { base64Data: b64(pdf()) });
    const docThumb = await call(imageRoute, {
      host: s.host,
      headers: await s.as.user(),
      params: { id: (docRes.body as { id: string }).id, size: "3" },
    });
    expect(docThumb.status).toBe(422);
    expect(
      (await call(imageRoute, { host: s.host, headers: await s.as.user(), params: { id, size: "7" } })).status,
    ).toBe(422);
  });

  it("delete marks the row deleted and removes the object and its thumbnails; it is then gone everywhere", async () => {
    const s = await setup();
    const res = await upload(s, await s.as.user(), { base64Data: b64(await png()), filename: "p.png" });
    const id = (res.body as { id: string }).id;
    await call(imageRoute, { host: s.host, headers: await s.as.user(), params: { id, size: "3" } });
    const row = await db().upload.findUniqueOrThrow({ where: { id } });
    expect(await objects(s.client.id)).toHaveLength(2);

    const del = await call(deleteRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as.customer(),
      params: { id },
    });
    expect(del.status).toBe(200);
    expect(del.userMessage).toBe("p.png has been deleted");
    expect((await db().upload.findUniqueOrThrow({ where: { id } })).deletedAt).not.toBeNull();
    expect(await files.store.get(row.storageKey)).toBeNull();
    expect(await objects(s.client.id)).toEqual([]);
    expect(await db().auditEvent.count({ where: { clientId: s.client.id, action: "hose.upload.delete" } })).toBe(1);

    expect((await call(getRoute, { host: s.host, headers: await s.as.user(), params: { id } })).status).toBe(404);
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: await s.as.user(), params: { id } })).status,
    ).toBe(404);
    const detail = await call(hoseRoute, { host: s.host, headers: await s.as.user(), params: { id: s.hose.id } });
    expect((detail.body as { uploads: unknown[] }).uploads).toEqual([]);
  });

  it("attaches a photo to an inspection; it shows with that inspection, not among the documents", async () => {
    const s = await setup();
    const meta = await db().hoseMeta.create({
      data: {
        clientId: s.client.id,
        hoseId: s.hose.id,
        kind: "INSPECTION",
        inspectionResult: 0,
        inspectionDate: new Date(),
      },
    });
    const res = await upload(s, await s.as.user(), {
      base64Data: b64(await jpeg()),
      filename: "inspection.jpg",
      hoseMetaId: meta.id,
      uploadType: 1,
    });
    expect(res.status).toBe(201);
    const detail = await call(hoseRoute, { host: s.host, headers: await s.as.user(), params: { id: s.hose.id } });
    const body = detail.body as { uploads: unknown[]; hoseMeta: { id: string; uploads: { filename: string }[] }[] };
    expect(body.uploads).toEqual([]);
    expect(body.hoseMeta.find((m) => m.id === meta.id)?.uploads.map((u) => u.filename)).toEqual(["inspection.jpg"]);
  });

  it("an Idempotency-Key: a retry answers the first upload and stores nothing; another body is 409; twins store once", async () => {
    const s = await setup();
    const headers = { ...(await s.as.user()), "idempotency-key": "photo-7f3a" };
    const photo = { base64Data: b64(await jpeg()), filename: "crimp.jpg", uploadType: 1 };
    const first = await upload(s, headers, photo);
    expect(first).toMatchObject({ status: 201, userMessage: "File uploaded" });
    const after = await snapshot(s);
    expect(after.rows).toHaveLength(1);
    expect(after.objects).toHaveLength(1);

    // The answer was lost; the phone sends the same photo with the same key.
    const again = await upload(s, headers, photo);
    const { signedLink: _first, ...firstUpload } = first.body as { signedLink: string };
    const { signedLink, ...againUpload } = again.body as { signedLink: string };
    expect(again).toMatchObject({ status: 201, userMessage: "File uploaded" });
    expect(againUpload).toEqual(firstUpload);
    expect(signedLink).toMatch(/^\/api\/v1\/files\//);
    expect(await snapshot(s)).toEqual(after);

    // The same key with another file: refused, nothing stored.
    const other = await upload(s, headers, { base64Data: b64(pdf()), filename: "other.pdf" });
    expect(other).toMatchObject({ status: 409, body: { global: [KEY_REUSED] } });
    expect(await snapshot(s)).toEqual(after);
    // Keys are per user: another user's same key is their own upload.
    const elsewhere = await upload(s, { ...(await s.as.customer()), "idempotency-key": "photo-7f3a" }, photo);
    expect(elsewhere.status).toBe(201);
    expect((elsewhere.body as { id: string }).id).not.toBe((first.body as { id: string }).id);

    // Two sends at once (two tabs flushing): one row, one object; both get its answer.
    const twinHeaders = { ...(await s.as.user()), "idempotency-key": "photo-twins" };
    const twins = await Promise.all([1, 2, 3].map(() => upload(s, twinHeaders, { base64Data: b64(pdf()) })));
    expect(twins.map((t) => t.status)).toEqual([201, 201, 201]);
    expect(new Set(twins.map((t) => (t.body as { id: string }).id)).size).toBe(1);
    const final = await snapshot(s);
    expect(final.rows).toHaveLength(3);
    expect(await objects(s.client.id)).toHaveLength(3);
  });

  it("an archived hose takes no uploads (409) and a failed row write leaves no object behind", async () => {
    const s = await setup();
    await db().hose.update({ where: { id: s.hose.id }, data: { deletedAt: new Date() } });
    const before = await snapshot(s);
    expect((await upload(s, await s.as.user(), { base64Data: b64(pdf()) })).status).toBe(409);
    expect(await snapshot(s)).toEqual(before);

    // The row insert fails after the object was written (a hoseMeta deleted in between is
    // simulated by a foreign-key failure): the object is removed again.
    const live = await createHose(s.client.id, s.customer.id);
    const meta = await db().hoseMeta.create({
      data: { clientId: s.client.id, hoseId: live.id, kind: "NOTE", notes: "n" },
    });
    const realPut = files.store.put.bind(files.store);
    const spyStore: Storage = {
      ...files.store,
      async put(key, body, type) {
        await realPut(key, body, type);
        await db().hoseMeta.delete({ where: { id: meta.id } });
      },
    };
    setStorageForTests(spyStore);
    const res = await upload(s, await s.as.user(), { base64Data: b64(pdf()), hoseId: live.id, hoseMetaId: meta.id });
    expect(res.status).toBe(500);
    expect(await objects(s.client.id)).toEqual(before.objects.filter((k) => k.startsWith(s.client.id)));
    expect(await db().upload.count({ where: { hoseId: live.id } })).toBe(0);
  });
});

describe("uploads API with arbitrary bytes", () => {
  it("never fails with a 500: random bytes, and random bytes behind each accepted type's signature, are stored or refused with 422", async () => {
    const s = await setup();
    const headers = await s.as.user();
    const signatures = [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff, 0xe0],
      [...Buffer.from("%PDF-1.4\n")],
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0x50, 0x4b, 0x03, 0x04],
      [],
    ];
    // A seeded generator (fast-check is not a dependency of this project): the same cases every run.
    let seed = 0x2f6e2b1;
    const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0);
    for (let run = 0; run < 60; run++) {
      const prefix = signatures[run % signatures.length]!;
      const rest = Buffer.from(Array.from({ length: next() % 2048 }, () => next() & 0xff));
      const bytes = Buffer.concat([Buffer.from(prefix), rest]);
      const res = await upload(s, headers, { base64Data: b64(bytes), filename: "fuzz.pdf" });
      expect([201, 422], `run ${run}`).toContain(res.status);
      if (res.status === 201)
        expect((await detectUploadType(bytes))?.mimetype).toBe((res.body as { mimetype: string }).mimetype);
    }
    // Every stored row has its object, and nothing else was stored.
    const rows = await db().upload.findMany({ where: { clientId: s.client.id } });
    expect((await objects(s.client.id)).sort()).toEqual(rows.map((r) => r.storageKey.split("/")[1]).sort());
  });
});

describe("uploads API on S3 storage (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.stop();
  });

  it("uploads, serves a presigned link and a thumbnail, and deletes", async () => {
    setStorageForTests(s3.storage);
    const s = await setup();
    const image = await png(300, 150);
    const res = await upload(s, await s.as.user(), { base64Data: b64(image), filename: "hose.png" });
    expect(res.status).toBe(201);
    const { id, signedLink } = res.body as { id: string; signedLink: string };
    expect(signedLink.startsWith(`${s3.endpoint}/${s3.bucket}/${s.client.id}/`)).toBe(true);
    const fetched = await fetch(signedLink);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await fetched.arrayBuffer()).equals(image)).toBe(true);
    const thumb = await call(imageRoute, { host: s.host, headers: await s.as.user(), params: { id, size: "3" } });
    expect(thumb.body).toMatchObject({ width: 70, height: 35 });
    const row = await db().upload.findUniqueOrThrow({ where: { id } });
    expect(await s3.storage.head(`${row.storageKey}.w70`)).not.toBeNull();
    expect(
      (await call(deleteRoute, { method: "DELETE", host: s.host, headers: await s.as.user(), params: { id } })).status,
    ).toBe(200);
    expect(await s3.storage.get(row.storageKey)).toBeNull();
    expect(await s3.storage.get(`${row.storageKey}.w70`)).toBeNull();
    expect((await fetch(signedLink)).status).toBe(404);
  });
});
