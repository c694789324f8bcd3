import { afterEach, describe, expect, it, vi } from "vitest";
import { signPortalJwt, verifyPortalJwt } from "@/lib/auth/jwt";

const claims = { sub: "user-1", cid: "client-1", sv: 3 };

describe("portal JWTs", () => {
  it("round-trips the claims, with the impersonator when present", async () => {
    expect(await verifyPortalJwt("access-token", await signPortalJwt("access-token", claims, 60))).toEqual(claims);
    const imp = { ...claims, imp: "admin-1", isv: 7 };
    expect(await verifyPortalJwt("impersonation", await signPortalJwt("impersonation", imp, 60))).toEqual(imp);
  });

  it("never accepts one kind of token as another (separate keys and typ)", async () => {
    const session = await signPortalJwt("session", claims, 60);
    expect(await verifyPortalJwt("access-token", session)).toBeNull();
    expect(await verifyPortalJwt("impersonation", session)).toBeNull();
  });

  it("rejects expired and tampered tokens", async () => {
    expect(await verifyPortalJwt("access-token", await signPortalJwt("access-token", claims, -10))).toBeNull();
    const token = await signPortalJwt("access-token", claims, 60);
    const [h, p, s] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: "someone-else", typ: "access-token", exp: 9e9 }),
    ).toString("base64url");
    expect(await verifyPortalJwt("access-token", `${h}.${forged}.${s}`)).toBeNull();
    expect(await verifyPortalJwt("access-token", `${h}.${p}.${s}x`)).toBeNull();
    expect(await verifyPortalJwt("access-token", "not-a-jwt")).toBeNull();
  });

  describe("verified once, kept until expiry", () => {
    afterEach(() => vi.useRealTimers());

    it("accepts the same token again only while it is valid, and never a copy altered after a hit", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const token = await signPortalJwt("access-token", claims, 60);
      expect(await verifyPortalJwt("access-token", token)).toEqual(claims);
      expect(await verifyPortalJwt("access-token", token)).toEqual(claims);
      const [h, p, s] = token.split(".");
      expect(await verifyPortalJwt("access-token", `${h}.${p}.${s}x`)).toBeNull();
      expect(await verifyPortalJwt("session", token)).toBeNull();
      vi.setSystemTime(Date.now() + 61_000);
      expect(await verifyPortalJwt("access-token", token)).toBeNull();
    });
  });
});
