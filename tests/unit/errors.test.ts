import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, zodErrorBody } from "@/lib/core/errors";
import { toErrorResponse } from "@/lib/http/respond";
import { ACCOUNT_CODE_LENGTH, generateAccountCode, normaliseAccountCode } from "@/lib/organisations/account-code";

describe("error shape", () => {
  it("returns every field error, keyed by field, root errors under global", () => {
    const schema = z.object({ email: z.email(), name: z.string().min(1, "Name is required") });
    const result = schema.safeParse({ email: "nope", name: "" });
    expect(result.success).toBe(false);
    const body = zodErrorBody(result.error!);
    expect(Object.keys(body).sort()).toEqual(["email", "name"]);
    expect(body.name).toEqual(["Name is required"]);
    expect(zodErrorBody(z.object({}).safeParse(null).error!)).toHaveProperty("global");
  });

  it("maps known errors to their status and hides unknown ones", async () => {
    const known = toErrorResponse(new AppError("CONFLICT", { global: ["Taken"] }));
    expect(known.status).toBe(409);
    expect(await known.json()).toEqual({ global: ["Taken"] });

    const original = console.error;
    console.error = () => {};
    try {
      const unknown = toErrorResponse(new Error("password=secret in a stack"));
      expect(unknown.status).toBe(500);
      const text = await unknown.text();
      expect(text).not.toContain("secret");
      expect(JSON.parse(text).global[0]).toMatch(/^Something went wrong \(reference [0-9a-f-]{36}\)$/);
    } finally {
      console.error = original;
    }
  });
});

describe("account codes", () => {
  it("are 6 unambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateAccountCode();
      expect(code).toHaveLength(ACCOUNT_CODE_LENGTH);
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    }
    expect(normaliseAccountCode(" north1 ")).toBe("NORTH1");
  });
});
