import { describe, expect, it } from "vitest";
import { nfcReading } from "@/lib/scan/nfc";

const url = (text: string) => ({ recordType: "url", data: new TextEncoder().encode(text).buffer });

describe("what an NFC reading names", () => {
  it("takes the serial number, upper-case, and the tag id of a /t/{tagId} link beside it", () => {
    expect(nfcReading("04:a1:b2:c3", [url("https://demo.example/t/dh100010")])).toEqual({
      identifier: "04:A1:B2:C3",
      tagId: "DH100010",
    });
    expect(nfcReading(" 04:a1 ", undefined)).toEqual({ identifier: "04:A1", tagId: null });
  });

  it("stands the link's tag id in for a serial number the browser does not give", () => {
    expect(nfcReading("", [{ recordType: "text", data: "hello" }, url("https://x.test/t/DH-7")])).toEqual({
      identifier: "DH-7",
      tagId: "DH-7",
    });
  });

  it("names nothing for a tag without a serial number or a portal link", () => {
    expect(nfcReading("", [url("https://example.com/about")])).toBeNull();
    expect(nfcReading(undefined, [{ recordType: "text", data: "DH100010" }])).toBeNull();
    expect(nfcReading(undefined, [{ recordType: "url", data: null }])).toBeNull();
  });
});
