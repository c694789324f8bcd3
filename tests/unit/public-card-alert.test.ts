import { describe, expect, it } from "vitest";
import { fromIsoDate } from "@/lib/dates";
import { publicCardAlert } from "@/lib/hoses/status-text";

const today = fromIsoDate("2026-06-15");

describe("the public card's warning", () => {
  it("says OUT OF SERVICE for a hose that reads Replace, whatever its dates", () => {
    expect(publicCardAlert({ status: 2, nextInspectionDate: "2027-01-01" }, today)?.title).toBe("OUT OF SERVICE");
    expect(publicCardAlert({ status: 2, nextInspectionDate: null }, today)?.title).toBe("OUT OF SERVICE");
  });

  it("says OVERDUE once an installed hose's inspection date has passed, with that date", () => {
    expect(publicCardAlert({ status: 0, nextInspectionDate: "2026-06-14" }, today)).toEqual({
      title: "OVERDUE",
      detail: "The inspection was due on 14/06/2026. Have it inspected before use.",
    });
    expect(publicCardAlert({ status: 1, nextInspectionDate: "2026-01-01" }, today)?.title).toBe("OVERDUE");
  });

  it("says nothing on the due day itself, before it, or for an uninstalled hose", () => {
    expect(publicCardAlert({ status: 0, nextInspectionDate: "2026-06-15" }, today)).toBeNull();
    expect(publicCardAlert({ status: 1, nextInspectionDate: "2026-12-01" }, today)).toBeNull();
    expect(publicCardAlert({ status: 3, nextInspectionDate: "2020-01-01" }, today)).toBeNull();
  });
});
