import { describe, expect, it } from "vitest";
import { LABEL_FORMATS, labelFormats, labelSlot, labelsPerPage, sheetCount } from "@/lib/labels/formats";

const MM = 72 / 25.4;

/** The label stocks, against the makers' templates. */
describe("label formats", () => {
  it("fit their pages: every label lies inside the page, and the sheets hold 65, 30 and 1", () => {
    expect(LABEL_FORMATS.map((id) => labelsPerPage(labelFormats[id]))).toEqual([65, 30, 1]);
    for (const id of LABEL_FORMATS) {
      const f = labelFormats[id];
      for (let i = 0; i < labelsPerPage(f); i++) {
        const s = labelSlot(f, i);
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(-0.01);
        expect(s.x + s.width).toBeLessThanOrEqual(f.pageWidth + 0.01);
        expect(s.y + s.height).toBeLessThanOrEqual(f.pageHeight + 0.01);
      }
    }
    expect(labelFormats.L7651.pageWidth / MM).toBeCloseTo(210, 5);
    expect(labelFormats["5160"].pageHeight).toBe(792);
  });

  it("fill across then down, from 'start at label N', onto further sheets", () => {
    const f = labelFormats.L7651;
    expect(labelSlot(f, 0, 12)).toMatchObject({ page: 0, slot: 12 });
    // Label 12 is row 3, column 2: one pitch across and two down from the first.
    expect(labelSlot(f, 0, 12).x).toBeCloseTo(f.left + f.pitchX, 5);
    expect(labelSlot(f, 0, 12).y).toBeCloseTo(f.pageHeight - f.top - 2 * f.pitchY - f.labelHeight, 5);
    expect(labelSlot(f, 54, 12)).toMatchObject({ page: 1, slot: 1 });
    expect(sheetCount(f, 54, 12)).toBe(1);
    expect(sheetCount(f, 55, 12)).toBe(2);
    expect(sheetCount(labelFormats["roll-50x25"], 3)).toBe(3);
    expect(sheetCount(f, 0)).toBe(0);
  });
});
