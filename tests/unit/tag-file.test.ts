import { describe, expect, it } from "vitest";
import { isHeaderCell, readTagFile } from "@/lib/tags/tag-file";

const file = (lines: string[]) => new File([lines.join("\r\n")], "tags.csv", { type: "text/csv" });

describe("tag files: the header line", () => {
  it.each(["TagId", "Tags", "Code", "Tag id", "tag_id", "TAG-NUMBER", "Serial No", "Barcode"])(
    "skips a header %s, which is no tag",
    async (header) => {
      expect(await readTagFile(file([header, "REV1001", "REV1002"]), 5)).toEqual(["REV1001", "REV1002"]);
    },
  );

  it("skips a first line without a digit when every tag of the file has one", async () => {
    expect(await readTagFile(file(["Asset", "REV1001", "REV1002"]), 5)).toEqual(["REV1001", "REV1002"]);
  });

  it("keeps a first line that is a tag like the others", async () => {
    expect(await readTagFile(file(["REV1000", "REV1001"]), 5)).toEqual(["REV1000", "REV1001"]);
    // Tags without digits: the first is one of them, not a header.
    expect(await readTagFile(file(["ALPHA", "BETA", "GAMMA"]), 5)).toEqual(["ALPHA", "BETA", "GAMMA"]);
    expect(isHeaderCell("HOSE-A", ["HOSE-B"])).toBe(false);
  });

  it("a file with only a header has no tag ids", async () => {
    await expect(readTagFile(file(["Tags"]), 5)).rejects.toMatchObject({ code: "INVALID" });
  });
});
