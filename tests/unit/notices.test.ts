import { describe, expect, it } from "vitest";
import { noticeKey, withNotice } from "@/lib/notices";

describe("withNotice (a notice survives the signed-in visitor's redirect)", () => {
  it("adds the notice, keeping the path, other parameters and the fragment", () => {
    expect(withNotice("/portal/admin", "validated")).toBe("/portal/admin?notice=validated");
    expect(withNotice("/portal/abc/users?page=2#top", "validated")).toBe(
      "/portal/abc/users?page=2&notice=validated#top",
    );
    expect(withNotice("/select-organisation?notice=permissions", "validated")).toBe(
      "/select-organisation?notice=validated",
    );
  });

  it("knows only the listed keys", () => {
    expect(noticeKey("validated")).toBe("validated");
    expect(noticeKey("<script>")).toBeNull();
    expect(noticeKey(["validated"])).toBeNull();
  });
});
