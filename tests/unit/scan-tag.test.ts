import { describe, expect, it } from "vitest";
import { tagFromCode } from "@/lib/scan/tag-from-code";

describe("what a scanned code says", () => {
  it("reads the tag id from the portal's /t/ links, on any host, upper-cased", () => {
    expect(tagFromCode("http://demo.localhost:3000/t/DH100010")).toEqual({ kind: "tag", tagId: "DH100010" });
    expect(tagFromCode("https://hoses.example.com/t/dh100010/")).toEqual({ kind: "tag", tagId: "DH100010" });
    expect(tagFromCode(" https://x.test/t/AB%3A12 ")).toEqual({ kind: "tag", tagId: "AB:12" });
  });

  it("takes a bare tag id as it is", () => {
    expect(tagFromCode("qu-0004")).toEqual({ kind: "tag", tagId: "QU-0004" });
  });

  it("refuses what is not a tag", () => {
    for (const code of [
      "",
      "https://example.com/",
      "https://example.com/t/",
      "https://example.com/t/A/B",
      "https://example.com/x/t/A",
      "javascript:alert(1)",
      "WIFI:S:net;T:WPA;P:secret;;",
      "two words",
      "https://example.com/t/%E0%A4%A",
      `https://example.com/t/${"A".repeat(65)}`,
    ])
      expect(tagFromCode(code), code).toEqual({ kind: "other" });
  });
});
