import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putClient } from "@/app/api/v1/clients/route";
import { POST as login } from "@/app/api/v1/login/route";
import { POST as updateMe } from "@/app/api/v1/me/route";
import { POST as upload } from "@/app/api/v1/uploads/route";
import { JSON_BODY_MAX_BYTES } from "@/lib/http/body";
import { UPLOAD_MAX_BODY_BYTES } from "@/lib/uploads/schemas";
import { db } from "@/lib/db/client";
import { PASSWORD, accessTokenFor, createAccountsWorld, type AccountsWorld } from "../fixtures/accounts";
import { createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/** Review L8: bodies are capped before anything reads or parses them (413 in the error shape). */

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
