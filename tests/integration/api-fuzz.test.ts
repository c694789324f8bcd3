import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { tokensFor } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";
import { databaseChecksum, isErrorShape, routedOperations, type RoutedOperation } from "../fixtures/operations";

/**
 * Fuzz: every operation of the OpenAPI document, called as a client admin (and
 * anonymously for public ones) with bad input built from its zod schemas - wrong types, missing
 * fields, huge strings, Unicode, nulls, nested junk, malformed JSON, junk path and query values.
 * Never a 5xx; every refusal in the error shape; a refusal writes nothing.
 *
 * FUZZ_RUNS (default 6) samples per operation keep it under a minute; raise it locally to dig.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let w: AccountsWorld;
let token: string;
let ops: RoutedOperation[];
beforeAll(async () => {
  w = await createAccountsWorld();
  token = (await tokensFor(w.users.clientAdmin)).accessToken;
  ops = await routedOperations();
});

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "Łódź\n\u0000",
    "\ud800",
    "x".repeat(70_000),
    "0190a1b2-0000-7000-8000-000000000000",
    "admin",
    "-1",
    "1e309",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
);

function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

type Input = {
  body?: { json: unknown } | { raw: string };
  query: Record<string, string>;
  params: Record<string, string>;
};

function inputs(op: RoutedOperation): fc.Arbitrary<Input> {
  const fields = fieldNames(op.body);
  const body: fc.Arbitrary<Input["body"]> = op.body
    ? fc.oneof(
        // The operation's own fields with values of any type, some missing.
        fc.record(Object.fromEntries(fields.map((f) => [f, junk])), { requiredKeys: [] }).map((json) => ({ json })),
        fc.jsonValue().map((json) => ({ json })),
        fc.constantFrom('{"a":', "[1,2", "nul", "\u0000", '{"__proto__":{"x":1}}').map((raw) => ({ raw })),
      )
    : fc.constant(undefined);
  const queryNames = [...fieldNames(op.query), "page", "limit", "filters"];
  const query = fc.dictionary(
    fc.constantFrom(...queryNames),
    fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("{", "[]", '{"a":[1]}', "-5", "1e9")),
    { maxKeys: 3 },
  );
  const params = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p, fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.uuid())])),
  );
  return fc.record({ body, query, params }) as fc.Arbitrary<Input>;
}

describe("every operation under bad input", () => {
  it("never answers 5xx, refuses in the error shape, and writes nothing when it refuses", async () => {
    const failures: string[] = [];
    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(inputs(op), async (input) => {
          const before = await databaseChecksum();
          const search = new URLSearchParams(input.query).toString();
          const res = await call(op.handler, {
            method: op.method.toUpperCase(),
            host: w.host,
            path: `/api/v1${op.path}${search ? `?${search}` : ""}`,
            params: Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, v])),
            ...(op.auth === "public" ? {} : { token, organisationId: "admin" }),
            ...(input.body && "raw" in input.body ? { rawBody: input.body.raw } : {}),
            ...(input.body && "json" in input.body ? { body: input.body.json } : {}),
          }).catch((error: unknown) => ({ status: 599, body: String(error), headers: new Headers() }));
          const where = `${op.key} ${JSON.stringify(input).slice(0, 300)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          if (res.status >= 500) failures.push(where);
          else if (res.status >= 400) {
            if (!isErrorShape(res.body)) failures.push(`not the error shape: ${where}`);
            else if ((await databaseChecksum()) !== before) failures.push(`wrote while refusing: ${where}`);
          }
          return true;
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
