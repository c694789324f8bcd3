import { describe, expect, it } from "vitest";
import { visualRuns } from "@/lib/labels/bidi";

/** What a reader sees, left to right, when each right-to-left run is reversed as fontkit does. */
const seen = (text: string) =>
  visualRuns(text)
    .map((r) => (r.rtl ? [...r.text].reverse().join("") : r.text))
    .join("");

describe("label lines that mix directions", () => {
  it("leaves lines without right-to-left letters alone", () => {
    expect(visualRuns("Ram 00 Шланг Σωλήνας")).toEqual([{ text: "Ram 00 Шланг Σωλήνας", rtl: false }]);
  });

  it("reverses right-to-left words inside a left-to-right line, keeping numbers readable", () => {
    expect(seen("Pump משאבה ראשית")).toBe("Pump תישאר הבאשמ");
    expect(seen("Pump משאבה 12 ראשית")).toBe("Pump תישאר 12 הבאשמ");
    expect(seen("Pump 3 משאבה")).toBe("Pump 3 הבאשמ");
  });

  it("orders a right-to-left line from the right, its Latin words and numbers still left to right", () => {
    expect(seen("משאבה ראשית")).toBe("תישאר הבאשמ");
    expect(seen("משאבה 1.5 ראשית")).toBe("תישאר 1.5 הבאשמ");
    expect(seen("משאבה Pump 3 ראשית")).toBe("תישאר Pump 3 הבאשמ");
    expect(seen("مضخة 2")).toBe("2 ةخضم");
  });
});
