import { describe, expect, it } from "vitest";
import { checkAnswers, leastResult } from "@/lib/checklists/answers";
import { BUILT_IN_CHECKLISTS } from "@/lib/checklists/built-in";

const criteria = [
  { id: "leaks", text: "No leaks", critical: true },
  { id: "abrasion", text: "No abrasion", critical: false },
];
const answer = (leaks: "pass" | "fail" | "na", abrasion: "pass" | "fail" | "na") => [
  { criterionId: "leaks", result: leaks, note: null },
  { criterionId: "abrasion", result: abrasion, note: null },
];

describe("the result follows the checklist's answers", () => {
  it("a failed critical criterion allows only Replace", () => {
    expect(leastResult([{ critical: true, result: "fail" }])).toBe(2);
    expect(checkAnswers(criteria, answer("fail", "pass"), 1).errors).toEqual({
      inspectionResult: ["A failed critical criterion means Replace"],
    });
    expect(checkAnswers(criteria, answer("fail", "pass"), 2).errors).toBeNull();
  });

  it("another failed criterion allows Monitor or Replace", () => {
    expect(checkAnswers(criteria, answer("pass", "fail"), 0).errors).toEqual({
      inspectionResult: ["A failed criterion means at least Monitor"],
    });
    expect(checkAnswers(criteria, answer("pass", "fail"), 1).errors).toBeNull();
  });

  it("not applicable is no failure, and keeps the criterion's words with the answer", () => {
    const checked = checkAnswers(criteria, answer("na", "pass"), 0);
    expect(checked.answers).toEqual([
      { criterionId: "leaks", text: "No leaks", critical: true, result: "na", note: null },
      { criterionId: "abrasion", text: "No abrasion", critical: false, result: "pass", note: null },
    ]);
  });

  it("wants each criterion once and no other", () => {
    expect(checkAnswers(criteria, answer("pass", "pass").slice(1), 0).errors).toHaveProperty("checklistResults");
    expect(checkAnswers(criteria, [...answer("pass", "pass"), answer("pass", "pass")[0]!], 0).errors).toHaveProperty(
      "checklistResults",
    );
    expect(
      checkAnswers(criteria, [...answer("pass", "pass"), { criterionId: "x", result: "pass", note: null }], 0).errors,
    ).toEqual({ checklistResults: ["This criterion is not on the checklist"] });
  });

  it("the built-in templates have unique criterion ids and critical criteria", () => {
    for (const t of BUILT_IN_CHECKLISTS) {
      expect(new Set(t.criteria.map((c) => c.id)).size).toBe(t.criteria.length);
      expect(t.criteria.some((c) => c.critical)).toBe(true);
    }
  });
});
