import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getOpenApi } from "@/app/api/v1/openapi.json/route";
import { operations } from "@/lib/openapi";
import type { OpenApiDocument } from "@/lib/openapi/registry";
import { createClient } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * GET /api/v1/openapi.json: generated from the zod schemas, and complete. Every route file under
 * app/api/v1 is found on disk and each exported method must be in the document, so a new route
 * cannot be forgotten.
 */

const API_ROOT = path.resolve(import.meta.dirname, "../../app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // [...unknown]: the JSON 404 for undeclared paths, not an operation.
      .filter((e) => !e.name.startsWith("[..."))
      .map((e) =>
        e.isDirectory()
          ? routeFiles(path.join(dir, e.name))
          : Promise.resolve(e.name === "route.ts" ? [path.join(dir, e.name)] : []),
      ),
  );
  return nested.flat();
}

/** app/api/v1/users/[id]/impersonate/route.ts -> /users/{id}/impersonate (route groups dropped). */
function openApiPath(file: string): string {
  const segments = path
    .relative(API_ROOT, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return `/${segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
}

/** The value at a path of keys inside parsed JSON. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

let document: OpenApiDocument;
let host: string;
beforeAll(async () => {
  const client = await createClient();
  host = client.hostnames[0]!.hostname;
  const res = await call(getOpenApi, { host, path: "/api/v1/openapi.json" });
  expect(res.status).toBe(200);
  document = res.body as OpenApiDocument;
});

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document on the /api/v1 server, needing no session", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([{ url: "/api/v1" }]);
    expect(document.info.title).toBeTruthy();
  });

  it("describes every exported method of every route file under app/api/v1", async () => {
    const files = await routeFiles(API_ROOT);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of files) {
      const mod = (await import(file)) as Record<string, unknown>;
      const exported = METHODS.filter((m) => typeof mod[m] === "function");
      expect(exported.length, file).toBeGreaterThan(0);
      const p = openApiPath(file);
      for (const method of exported) {
        if (!document.paths[p]?.[method.toLowerCase()]) missing.push(`${method} ${p}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("declares no operation without a route behind it", async () => {
    const files = await routeFiles(API_ROOT);
    const real = new Set<string>();
    for (const file of files) {
      const mod = (await import(file)) as Record<string, unknown>;
      for (const m of METHODS) if (typeof mod[m] === "function") real.add(`${m.toLowerCase()} ${openApiPath(file)}`);
    }
    expect(operations.map((op) => `${op.method} ${op.path}`).filter((key) => !real.has(key))).toEqual([]);
  });

  it("documents the account operations with their schemas, auth and error responses", () => {
    const login = at(document.paths, "/login", "post");
    expect(at(login, "security")).toEqual([]);
    expect(at(login, "requestBody", "content", "application/json", "schema")).toMatchObject({
      type: "object",
      properties: { email: { type: "string" }, password: { type: "string" } },
      required: ["email", "password"],
    });
    expect(at(login, "responses", "200", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/TokenPair",
    });
    expect(Object.keys(at(login, "responses") as object).sort()).toEqual([
      "200",
      "400",
      "401",
      "404",
      "413",
      "422",
      "429",
    ]);
    expect(at(login, "responses", "401", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/Error",
    });

    const me = at(document.paths, "/me", "get");
    expect(at(me, "security")).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }, { sessionCookie: [] }]);
    expect(at(me, "responses", "200", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/Me",
    });

    const impersonate = at(document.paths, "/users/{id}/impersonate", "get");
    expect(at(impersonate, "parameters")).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
    expect(at(impersonate, "parameters")).toContainEqual({ $ref: "#/components/parameters/OrganisationId" });
    expect(Object.keys(at(impersonate, "responses") as object)).toEqual(
      expect.arrayContaining(["401", "403", "404", "422"]),
    );

    const created = at(document.paths, "/organisations", "post");
    expect(at(created, "responses", "201", "headers")).toEqual({
      "user-message": { $ref: "#/components/headers/UserMessage" },
    });

    expect(at(document.components, "schemas", "Error")).toMatchObject({
      type: "object",
      additionalProperties: { type: "array", items: { type: "string" } },
    });
    expect(at(document.components, "schemas", "Me", "properties", "organisations", "type")).toBe("array");
    expect(JSON.stringify(document)).not.toContain("$schema");
  });

  it("has unique operation ids", () => {
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
