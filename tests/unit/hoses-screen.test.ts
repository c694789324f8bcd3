import { describe, expect, it } from "vitest";
import { fromIsoDate } from "@/lib/dates";
import { lastInspectionText, locationText, nextInspectionBadge, statusChip } from "@/lib/hoses/screen";

const today = fromIsoDate("2026-11-23");

describe("hose screen texts (SPEC §4)", () => {
  it("colours statuses, anything outside 0-2 reads Uninstalled", () => {
    expect([0, 1, 2, 3, 7].map(statusChip)).toEqual([
      { label: "Good", tone: "success" },
      { label: "Monitor", tone: "warning" },
      { label: "Replace", tone: "error" },
      { label: "Uninstalled", tone: "secondary" },
      { label: "Uninstalled", tone: "secondary" },
    ]);
  });

  it("says 'was due' in error style once the date has passed, 'due' until then (today included)", () => {
    const hose = { status: 0, nextInspectionDate: "2026-11-22", replacementWarning: false };
    expect(nextInspectionBadge(hose, today)).toEqual({
      text: "Inspection was due on 22/11/2026",
      overdue: true,
      warningDot: false,
    });
    expect(nextInspectionBadge({ ...hose, nextInspectionDate: "2026-11-23" }, today)).toMatchObject({
      text: "Inspection due on 23/11/2026",
      overdue: false,
    });
    expect(nextInspectionBadge({ ...hose, status: 1, replacementWarning: true }, today)).toMatchObject({
      warningDot: true,
    });
    expect(nextInspectionBadge({ ...hose, status: 2 }, today)).toBeNull();
    expect(nextInspectionBadge({ ...hose, status: 3 }, today)).toBeNull();
    expect(nextInspectionBadge({ ...hose, nextInspectionDate: null }, today)).toBeNull();
  });

  it("names the last inspector, or says never inspected; no zone reads Uninstalled", () => {
    expect(lastInspectionText({ lastInspectionDate: "2026-05-01", lastInspectionName: "Ina Spector" })).toBe(
      "Inspected by Ina Spector on 01/05/2026",
    );
    expect(lastInspectionText({ lastInspectionDate: null, lastInspectionName: null })).toBe("Never inspected");
    expect(locationText({ organisationZoneName: null })).toBe("Uninstalled");
    expect(locationText({ organisationZoneName: "Site > Zone" })).toBe("Site > Zone");
  });
});
