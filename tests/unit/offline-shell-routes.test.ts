import { describe, expect, it } from "vitest";
import { shellRoute } from "@/lib/offline/shell-routes";

const ORG = "01a215cc-0000-7000-8000-000000000001";
const HOSE = "01a215cc-0000-7000-8000-0000000000aa";

describe("the offline app shell's routes", () => {
  it("reads the pages it renders from the device's copy", () => {
    expect(shellRoute(`/portal/${ORG}/hoses`)).toEqual({ kind: "hoses", org: ORG });
    expect(shellRoute(`/portal/${ORG}/hoses/`)).toEqual({ kind: "hoses", org: ORG });
    expect(shellRoute(`/portal/${ORG}/hoses/${HOSE}`)).toEqual({ kind: "hose", org: ORG, hoseId: HOSE });
    expect(shellRoute(`/portal/${ORG}/hoses/${HOSE}/inspect`)).toEqual({ kind: "inspect", org: ORG, hoseId: HOSE });
    expect(shellRoute("/t/dh100010")).toEqual({ kind: "tag", tagId: "dh100010" });
    expect(shellRoute("/t/A%20B")).toEqual({ kind: "tag", tagId: "A B" });
  });

  it("leaves every other page to the network (or a kept copy)", () => {
    expect(shellRoute(`/portal/${ORG}/hoses/add`)).toEqual({ kind: "other", org: ORG });
    expect(shellRoute(`/portal/${ORG}/hoses/${HOSE}/edit`)).toEqual({ kind: "other", org: ORG });
    expect(shellRoute(`/portal/${ORG}`)).toEqual({ kind: "other", org: ORG });
    expect(shellRoute("/portal/admin/clients")).toEqual({ kind: "other", org: null });
    expect(shellRoute("/offline-app")).toEqual({ kind: "other", org: null });
  });
});
