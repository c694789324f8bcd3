import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { serialiseOnce, stringifyAnswer } from "@/lib/lists/serialise";

/**
 * A list answer whose filter descriptors carry their JSON text already (lib/lists/serialise.ts)
 * must read exactly as JSON.stringify would write it, and a kept descriptor must not change.
 */
describe("stringifyAnswer", () => {
  it("writes what JSON.stringify writes, with the kept text spliced in", () => {
    const kept = serialiseOnce({ id: "customer", options: [{ value: "a", label: 'Mill "North"', isSelected: false }] });
    const answer = {
      items: [{ id: "1", at: new Date("2026-11-26T10:00:00Z"), note: undefined }],
      currentPage: 1,
      skipped: undefined,
      filters: [{ id: "search", textValue: null }, kept],
      nextCursor: null,
    };
    expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer));
  });

  it("freezes what it keeps, so the text cannot go stale", () => {
    const kept = serialiseOnce({ id: "distributor", options: [{ value: "b", label: "South" }] });
    expect(Object.isFrozen(kept.options[0])).toBe(true);
    expect(() => {
      (kept.options as Array<{ label: string }>)[0]!.label = "changed";
    }).toThrow();
  });

  test.prop([fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 3 })])(
    "matches JSON.stringify for any answer",
    (value, others) => {
      const kept = serialiseOnce({ value });
      const answer = { others, filters: [...others, kept], value };
      expect(stringifyAnswer(answer)).toBe(JSON.stringify(answer));
      expect(stringifyAnswer(value)).toBe(JSON.stringify(value));
    },
  );
});
