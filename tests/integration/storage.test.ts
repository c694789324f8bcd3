import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as fileRoute } from "@/app/api/v1/files/[token]/route";
import { createLocalStorage, type Storage } from "@/lib/storage";
import { createClient } from "../fixtures/factories";
import { pdf, png } from "../fixtures/files";
import { call } from "../fixtures/http";
import { startS3 } from "../fixtures/s3";

/**
 * Both storage drivers against the real thing: the S3 driver against a local S3-compatible
 * server (s3rver), the local driver against a temporary folder; each link is fetched.
 */
/** `parts` chunks of `size` bytes each (a counter pattern), then optionally a failure. */
async function* chunks(parts: number, size: number, failAfter?: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < parts; i++) {
    if (failAfter !== undefined && i === failAfter) throw new Error("render failed");
    const chunk = new Uint8Array(size);
    for (let j = 0; j < size; j += 4096) chunk[j] = (i * 7 + j) % 251;
    yield chunk;
  }
}

function joined(parts: number, size: number): Buffer {
  const all = Buffer.alloc(parts * size);
  for (let i = 0; i < parts; i++) for (let j = 0; j < size; j += 4096) all[i * size + j] = (i * 7 + j) % 251;
  return all;
}

async function streamedPut(s: Storage, prefix: string): Promise<void> {
  // 12 MiB in 256 KiB pieces: three multipart parts on S3 (5 + 5 + 2 MiB).
  const key = `${prefix}/${crypto.randomUUID()}`;
  const { size } = await s.putStream(key, chunks(48, 256 * 1024), "application/pdf");
  expect(size).toBe(12 * 1024 * 1024);
  expect(await s.head(key)).toEqual({ size });
  expect(Buffer.from((await s.get(key))!).equals(joined(48, 256 * 1024))).toBe(true);
  // A body that fails half way leaves no object.
  const broken = `${prefix}/${crypto.randomUUID()}`;
  await expect(s.putStream(broken, chunks(48, 256 * 1024, 30), "application/pdf")).rejects.toThrow("render failed");
  expect(await s.head(broken)).toBeNull();
  await s.delete(key);
}

describe("S3 storage driver (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.stop();
  });

  it("puts, heads, gets, presigns and deletes an object", async () => {
    const s: Storage = s3.storage;
    expect(s.driver).toBe("s3");
    const key = `client-a/${crypto.randomUUID()}`;
    const bytes = await png();
    expect(await s.get(key)).toBeNull();
    expect(await s.head(key)).toBeNull();
    await s.put(key, bytes, "image/png");
    expect(Buffer.from((await s.get(key))!).equals(bytes)).toBe(true);
    expect(await s.head(key)).toEqual({ size: bytes.byteLength });

    const url = await s.signedUrl(key, {
      filename: "Crusher feed é.png",
      contentType: "image/png",
      disposition: "inline",
    });
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(url).toContain("X-Amz-Expires=300");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toContain('inline; filename="Crusher feed _.png"');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    // s3rver checks a presigned URL's expiry (below) but lets anonymous requests and altered
    // signatures through, so "private bucket" is the real bucket's configuration, not tested here.

    await s.delete(key);
    expect(await s.get(key)).toBeNull();
    expect((await fetch(url)).status).toBe(404);
    await s.delete(key); // deleting an absent object is not an error
  });

  it("writes a streamed body as a multipart upload, and leaves nothing when it fails", async () => {
    await streamedPut(s3.storage, "client-a");
  });

  it("expired links are refused", async () => {
    const key = `client-a/${crypto.randomUUID()}`;
    await s3.storage.put(key, pdf(), "application/pdf");
    const url = await s3.storage.signedUrl(key, {
      filename: "a.pdf",
      contentType: "application/pdf",
      disposition: "inline",
      expiresIn: 1,
    });
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(url)).status).toBe(403);
  });

  it("refuses keys that are not ours", async () => {
    await expect(s3.storage.put("../etc/passwd", pdf(), "application/pdf")).rejects.toThrow(/Invalid storage key/);
    await expect(s3.storage.get("/absolute")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("local storage driver", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "storage-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("puts, heads, gets, signs a link served by /api/v1/files/{token}, and deletes", async () => {
    const client = await createClient();
    const other = await createClient();
    const host = client.hostnames[0]!.hostname;
    const s = createLocalStorage(root);
    expect(s.driver).toBe("local");
    const key = `${client.id}/${crypto.randomUUID()}`;
    const bytes = pdf("local");
    await s.put(key, bytes, "application/pdf");
    expect(Buffer.from((await s.get(key))!).equals(bytes)).toBe(true);
    expect(await s.head(key)).toEqual({ size: bytes.byteLength });
    // No temporary files are left behind.
    expect(await readdir(path.join(root, client.id))).toEqual([key.split("/")[1]]);

    const url = await s.signedUrl(key, {
      filename: "report.pdf",
      contentType: "application/pdf",
      disposition: "inline",
    });
    const token = /^\/api\/v1\/files\/([^/]+)$/.exec(url)?.[1];
    expect(token).toBeTruthy();
    // The route serves the app's storage: point it at this folder.
    const { setStorageForTests } = await import("@/lib/storage");
    setStorageForTests(s);
    try {
      const raw = await fileRoute(new Request(`http://${host}${url}`, { headers: { host } }), {
        params: Promise.resolve({ token: token! }),
      });
      expect(raw.status).toBe(200);
      expect(raw.headers.get("content-type")).toBe("application/pdf");
      expect(raw.headers.get("content-disposition")).toContain('inline; filename="report.pdf"');
      expect(raw.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await raw.arrayBuffer()).equals(bytes)).toBe(true);

      // Bound to the client of the hostname, and to its signature.
      const otherHost = other.hostnames[0]!.hostname;
      expect((await call(fileRoute, { host: otherHost, params: { token: token! } })).status).toBe(404);
      expect((await call(fileRoute, { host, params: { token: `${token!.slice(0, -2)}xx` } })).status).toBe(404);
      const expired = await s.signedUrl(key, {
        filename: "r.pdf",
        contentType: "application/pdf",
        disposition: "inline",
        expiresIn: 1,
      });
      await new Promise((r) => setTimeout(r, 2100));
      expect((await call(fileRoute, { host, params: { token: expired.split("/").pop()! } })).status).toBe(404);

      await s.delete(key);
      expect(await s.get(key)).toBeNull();
      expect(await s.head(key)).toBeNull();
      expect((await call(fileRoute, { host, params: { token: token! } })).status).toBe(404);
    } finally {
      setStorageForTests(undefined);
    }
  });

  it("writes a streamed body through a temporary file, and leaves nothing when it fails", async () => {
    const s = createLocalStorage(root);
    await streamedPut(s, "client-b");
    expect(await readdir(path.join(root, "client-b"))).toEqual([]);
  });

  it("refuses keys that climb out of its folder", async () => {
    const s = createLocalStorage(root);
    await expect(s.put("a/../../x", pdf(), "application/pdf")).rejects.toThrow(/Invalid storage key/);
    await expect(s.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });
});
