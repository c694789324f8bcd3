import { describe, expect, it } from "vitest";
import { safeNextUrl } from "@/lib/auth/next-url";

describe("safeNextUrl", () => {
  it.each(["/portal/admin/your-profile", "/portal/abc?x=1&y=%2F", "/"])("follows the same-site path %j", (value) => {
    expect(safeNextUrl(value)).toBe(value);
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "portal/admin",
    "/portal\n/x",
    "/portal\t/x",
    "",
    null,
    undefined,
    42,
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (value) => {
    expect(safeNextUrl(value)).toBeNull();
  });
});

describe("safeNextUrl and API paths", () => {
  it("refuses /api/ paths however they are spelled, and keeps page paths", () => {
    for (const bad of [
      "/api/v1/users/x/impersonate",
      "/API/v1/me",
      "/api",
      "/%61pi/v1/me",
      "/portal/../api/v1/me",
      "/./api/v1/me",
    ]) {
      expect(safeNextUrl(bad), bad).toBeNull();
    }
    expect(safeNextUrl("/portal/abc/hoses?page=2")).toBe("/portal/abc/hoses?page=2");
    expect(safeNextUrl("/apiary")).toBe("/apiary");
  });
});
