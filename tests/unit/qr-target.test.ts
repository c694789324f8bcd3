import { describe, expect, it } from "vitest";
import { qrTargetElsewhere } from "@/lib/labels/qr-target";

describe("where printed QR codes lead, against the address in use", () => {
  it("is nothing to say on the primary URL's own host", () => {
    expect(qrTargetElsewhere("http://demo.localhost:3000", "http://demo.localhost:3000")).toBeNull();
    expect(qrTargetElsewhere("https://Portal.Example.com/", "https://portal.example.com")).toBeNull();
  });

  it("names both addresses when the host or the port differs", () => {
    expect(qrTargetElsewhere("http://demo.localhost:3000", "http://demo.localhost:3200")).toEqual({
      target: "http://demo.localhost:3000",
      here: "http://demo.localhost:3200",
    });
    expect(qrTargetElsewhere("https://portal.example.com/", "http://localhost:3000")).toEqual({
      target: "https://portal.example.com",
      here: "http://localhost:3000",
    });
  });

  it("stays quiet about an address it cannot read", () => {
    expect(qrTargetElsewhere("not a url", "http://localhost:3000")).toBeNull();
  });
});
