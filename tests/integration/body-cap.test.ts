import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as putClient } from "@/app/api/v1/clients/route";
import { POST as login } from "@/app/api/v1/login/route";
import { POST as updateMe } from "@/app/api/v1/me/route";
import { POST as upload } from "@/app/api/v1/uploads/route";
import { POST as tagDelete } from "@/app/api/v1/tag-delete/route";
import { POST as tagUpload } from "@/app/api/v1/tag-upload/route";
import { POST as importConfigurations } from "@/app/api/v1/hose-configurations/import/[id]/route";
import { POST as runDigests } from "@/app/api/test/digests/run/route";
import { TAG_FILE_MAX_BODY_BYTES } from "@/lib/tags/schemas";
import { resetEnvForTests } from "@/lib/env";
import { JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { CLIENT_IP_HEADER, PEER_SERVER_FLAG } from "@/lib/core/client-ip";
import { UPLOAD_MAX_BODY_BYTES } from "@/lib/hoses/documents/schemas";
import { db } from "@/lib/db/client";
import { PASSWORD, accessTokenFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** Bodies are capped before anything reads or parses them (413 in the error shape). */

let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const TOO_LARGE = { global: ["The request body is too large (at most 1 MB)"] };

/** A body streamed without Content-Length, so the cap must hold while reading. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const request = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
  new Request(`http://${w.host}${path}`, {
    method: "POST",
    ...init,
    headers: { host: w.host, "content-type": "application/json", ...init.headers },
    duplex: "half",
  } as RequestInit);
const noParams = { params: Promise.resolve({}) };

describe("the default 1 MB cap", () => {
  it("a public route answers 413 for a declared Content-Length over the cap, before reading", async () => {
    const res = await call(login, {
      method: "POST",
      host: w.host,
      rawBody: "{}",
      headers: { "content-length": String(JSON_BODY_MAX_BYTES + 1) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it("a public route answers 413 for a streamed body that grows past the cap", async () => {
    const res = await login(request("/api/v1/login", { body: streamed(JSON_BODY_MAX_BYTES * 3) }), noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it("a signed-in change over the cap changes nothing", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const body = JSON.stringify({ email: user.email, firstName: "x".repeat(JSON_BODY_MAX_BYTES), lastName: "Big" });
    const res = await call(updateMe, {
      method: "POST",
      host: w.host,
      token: await accessTokenFor(user),
      rawBody: body,
    });
    expect(res.status).toBe(413);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).lastName).toBe(user.lastName);
  });

  it("a body under the cap is read as before", async () => {
    const res = await call(login, {
      method: "POST",
      host: w.host,
      body: { email: w.users.plain.email, password: PASSWORD, padding: "x".repeat(1000) },
    });
    expect(res.status).not.toBe(413);
  });
});

describe("routes with their own documented caps", () => {
  it("uploads accept more than 1 MB and refuse past their own cap with their own message", async () => {
    const token = await accessTokenFor(w.users.plain);
    const bigButAllowed = await call(upload, {
      method: "POST",
      host: w.host,
      token,
      rawBody: JSON.stringify({ base64Data: "A".repeat(2 * 1024 * 1024) }),
    });
    expect(bigButAllowed.status).not.toBe(413);
    const res = await call(upload, {
      method: "POST",
      host: w.host,
      token,
      rawBody: "{}",
      headers: { "content-length": String(UPLOAD_MAX_BODY_BYTES + 1) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ base64Data: ["The file must be 10 MB or smaller"] });
  });

  it("client settings (two long rich texts) accept more than 1 MB", async () => {
    const token = await accessTokenFor(w.users.clientAdmin);
    const res = await call(putClient, {
      method: "PUT",
      host: w.host,
      token,
      organisationId: "admin",
      rawBody: JSON.stringify({
        termsAndConditions: "ł".repeat(190_000),
        privacyPolicy: "ł".repeat(190_000),
        padding: "x".repeat(400_000),
      }),
    });
    expect(res.status).not.toBe(413);
  });
});

/**
 * A multipart tag file streamed without Content-Length (chunked), `bytes` long, that counts how
 * much of it the server pulled: a refused caller or an oversized file must not be read whole.
 */
function chunkedTagFile(bytes: number, fields: Record<string, string> = { batchName: "Big" }) {
  const boundary = "----cap";
  const encoder = new TextEncoder();
  const head = encoder.encode(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join("") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const line = encoder.encode("A".repeat(1023) + "\n");
  const chunk = new Uint8Array(64 * 1024);
  for (let i = 0; i < chunk.byteLength; i += line.byteLength) chunk.set(line, i);
  const state = { pulled: 0 };
  let sent = 0;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (done) return;
      const next = sent === 0 ? head : sent >= bytes ? tail : chunk;
      if (next === tail) done = true;
      sent += next.byteLength;
      state.pulled += next.byteLength;
      controller.enqueue(next);
      if (done) controller.close();
    },
  });
  return { body, state, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function postChunked(
  handler: typeof tagUpload,
  file: ReturnType<typeof chunkedTagFile>,
  headers: Record<string, string>,
) {
  const res = await handler(
    request("/api/v1/tag-upload", { body: file.body, headers: { "content-type": file.contentType, ...headers } }),
    noParams,
  );
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("routes that read their own body (multipart): who asks first, then the bytes read", () => {
  it("a user who may not upload tags is refused before the chunked file is read", async () => {
    const file = chunkedTagFile(64 * 1024 * 1024);
    const res = await postChunked(tagUpload, file, {
      authorization: `Bearer ${await accessTokenFor(w.users.readOnly)}`,
      "x-organisation-id": w.customer.id,
    });
    expect(res.status).toBe(403);
    // At most what the stream hands over before anyone reads it, never the 64 MB.
    expect(file.state.pulled).toBeLessThan(1024 * 1024);
  });

  it("tag deletion too", async () => {
    const file = chunkedTagFile(64 * 1024 * 1024, {});
    const res = await postChunked(tagDelete, file, {
      authorization: `Bearer ${await accessTokenFor(w.users.clientAdmin)}`,
      "x-organisation-id": "admin",
    });
    expect(res.status).toBe(403);
    expect(file.state.pulled).toBeLessThan(1024 * 1024);
  });

  it("a system admin's chunked file past the cap is refused once the cap is crossed, not read whole", async () => {
    const file = chunkedTagFile(TAG_FILE_MAX_BODY_BYTES * 4);
    const res = await postChunked(tagUpload, file, {
      authorization: `Bearer ${await accessTokenFor(w.users.systemAdmin)}`,
      "x-organisation-id": "admin",
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ global: ["The request body is too large (at most 9 MB)"] });
    expect(file.state.pulled).toBeLessThan(TAG_FILE_MAX_BODY_BYTES + 1024 * 1024);
    expect(await db().tagBatch.count({ where: { clientId: w.client.id } })).toBe(0);
  });

  it("a system admin's chunked file under the cap is read and saved", async () => {
    const boundary = "----ok";
    const text =
      `--${boundary}\r\nContent-Disposition: form-data; name="batchName"\r\n\r\nChunked\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      `CAP0001\r\nCAP0002\r\n--${boundary}--\r\n`;
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.byteLength; i += 16) controller.enqueue(bytes.slice(i, i + 16));
        controller.close();
      },
    });
    const res = await tagUpload(
      request("/api/v1/tag-upload", {
        body,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${await accessTokenFor(w.users.systemAdmin)}`,
          "x-organisation-id": "admin",
        },
      }),
      noParams,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ count: 2 });
  });

  it("a read-only user's upload and import are refused before their bodies are read", async () => {
    const token = await accessTokenFor(w.users.readOnly);
    for (const [handler, path] of [
      [upload, "/api/v1/uploads"],
      [importConfigurations, `/api/v1/hose-configurations/import/${w.customer.id}`],
    ] as const) {
      const file = chunkedTagFile(8 * 1024 * 1024);
      const res = await handler(
        request(path, {
          body: file.body,
          headers: { authorization: `Bearer ${token}`, "x-organisation-id": w.customer.id },
        }),
        { params: Promise.resolve({ id: w.customer.id }) },
      );
      expect(res.status).toBe(403);
      expect(file.state.pulled).toBeLessThan(1024 * 1024);
    }
  });

  it("the test-only digest run reads its body under a cap too", async () => {
    // It answers a browser on this machine only: the socket peer, with no proxy trusted.
    vi.stubEnv("TRUSTED_PROXY_HOPS", "0");
    resetEnvForTests();
    (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG] = true;
    try {
      const res = await runDigests(
        request("/api/test/digests/run", {
          body: streamed(JSON_BODY_MAX_BYTES * 3),
          headers: { [CLIENT_IP_HEADER]: "127.0.0.1" },
        }),
      );
      expect(res.status).toBe(413);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[PEER_SERVER_FLAG];
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
  });
});
