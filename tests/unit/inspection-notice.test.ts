import { describe, expect, it } from "vitest";
import { fromIsoDate } from "@/lib/dates";
import { inspectionFormNote } from "@/lib/hoses/inspection-notice";

describe("the inspection form's note", () => {
  const today = fromIsoDate("2026-11-26");
  it("says an uninstalled hose stays Uninstalled", () => {
    expect(inspectionFormNote({ status: 3, organisationZoneId: null, replacementDate: null }, today)).toBe(
      "This hose is not installed. The inspection is kept in its history, and the hose stays Uninstalled until it is installed.",
    );
  });
  it("says a hose past its replacement date reads Replace whatever is found", () => {
    expect(inspectionFormNote({ status: 0, organisationZoneId: "z", replacementDate: "2026-11-26" }, today)).toBe(
      "This hose's replacement date 26/11/2026 has passed: it reads Replace whatever this inspection finds.",
    );
  });
  it("says nothing when the result will become the status", () => {
    expect(inspectionFormNote({ status: 1, organisationZoneId: "z", replacementDate: "2026-11-27" }, today)).toBeNull();
    expect(inspectionFormNote({ status: 0, organisationZoneId: "z", replacementDate: null }, today)).toBeNull();
  });
});
