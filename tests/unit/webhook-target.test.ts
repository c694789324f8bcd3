import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "@/lib/integrations/webhook-target";

describe("webhook targets: which addresses count as private", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::a00:1",
    "64:ff9b:1::a00:1",
    "::7f00:1",
    "::ffff:0:7f00:1",
    "2002:7f00:1::1",
    "2002:c0a8:101::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fec0::1",
    "192.88.99.1",
    "not an address",
  ])("%s is refused", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "2606:4700::1111",
    "::ffff:8.8.8.8",
    "2001:4860:4860::8888",
    "2a00:1450::1",
  ])("%s is public", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
