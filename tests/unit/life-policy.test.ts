import { describe, expect, it } from "vitest";
import { fromIsoDate, toIsoDate } from "@/lib/dates";
import { basisSentences, resolvePolicy, type PolicyLayer } from "@/lib/hoses/life-policy";
import { scheduleWithRules, type ScheduleInput } from "@/lib/hoses/schedule";

const d = fromIsoDate;
const org = {
  name: "Quarry Works Ltd",
  hoseInspectionMonths: 6,
  hoseReplacementMonths: 60,
  hoseReplacementWarningMonths: 3,
};
const noOverride = { hoseInspectionMonths: null, hoseReplacementMonths: null };
const layer = (level: PolicyLayer["level"], name: string, values: PolicyLayer["values"]): PolicyLayer => ({
  level,
  name,
  values,
});

const hose = (over: Partial<ScheduleInput> = {}): ScheduleInput => ({
  organisationZoneId: "zone",
  installationDate: d("2021-03-10"),
  lastInspectionDate: null,
  lastInspectionResult: null,
  hoseInspectionMonths: null,
  hoseReplacementMonths: null,
  buildDate: null,
  ...over,
});

/** The precedence table: which level decides each rule (lib/hoses/life-policy.ts). */
describe("life policy precedence", () => {
  const client = layer("client", "Demo Hydraulics", { inspectionMonths: 12, maxAgeMonths: 96, warningMonths: 2 });
  const distributor = layer("distributor", "Northern Hose Supply", { inspectionMonths: 9, maxStorageMonths: 18 });
  const customer = layer("customer", "Quarry Works Ltd", { inspectionMonths: 4 });
  const zone = layer("zone", "Main Quarry > Crusher", { inspectionMonths: 3, replacementMonths: 36 });
  const configuration = layer("configuration", "2SN 1/2", { inspectionMonths: 2, maxAgeMonths: 48 });

  const cases: Array<{
    name: string;
    layers: PolicyLayer[];
    override?: { hoseInspectionMonths: number | null; hoseReplacementMonths: number | null };
    rule: "inspectionMonths" | "replacementMonths" | "maxAgeMonths" | "maxStorageMonths" | "warningMonths";
    months: number;
    from: string;
  }> = [
    {
      name: "no policy: the organisation's settings",
      layers: [],
      rule: "inspectionMonths",
      months: 6,
      from: "settings",
    },
    { name: "no policy: DGUV maximum age", layers: [], rule: "maxAgeMonths", months: 72, from: "default" },
    { name: "no policy: DGUV maximum storage", layers: [], rule: "maxStorageMonths", months: 24, from: "default" },
    {
      name: "client policy beats the settings",
      layers: [client],
      rule: "inspectionMonths",
      months: 12,
      from: "client",
    },
    {
      name: "distributor beats client",
      layers: [client, distributor],
      rule: "inspectionMonths",
      months: 9,
      from: "distributor",
    },
    {
      name: "customer beats distributor",
      layers: [client, distributor, customer],
      rule: "inspectionMonths",
      months: 4,
      from: "customer",
    },
    {
      name: "zone beats customer",
      layers: [customer, zone, client],
      rule: "inspectionMonths",
      months: 3,
      from: "zone",
    },
    {
      name: "configuration beats zone",
      layers: [zone, configuration],
      rule: "inspectionMonths",
      months: 2,
      from: "configuration",
    },
    {
      name: "a level that leaves a rule unset passes it on",
      layers: [configuration, zone, distributor],
      rule: "maxStorageMonths",
      months: 18,
      from: "distributor",
    },
    {
      name: "configuration's max age beats the client's",
      layers: [client, configuration],
      rule: "maxAgeMonths",
      months: 48,
      from: "configuration",
    },
    {
      name: "the client's warning window beats the settings",
      layers: [client, customer],
      rule: "warningMonths",
      months: 2,
      from: "client",
    },
    {
      name: "the hose's override beats every policy",
      layers: [configuration, zone],
      override: { hoseInspectionMonths: 1, hoseReplacementMonths: null },
      rule: "inspectionMonths",
      months: 1,
      from: "hose",
    },
    {
      name: "the override of one interval leaves the other to the policies",
      layers: [zone],
      override: { hoseInspectionMonths: 1, hoseReplacementMonths: null },
      rule: "replacementMonths",
      months: 36,
      from: "zone",
    },
  ];
  it.each(cases)("$name", (c) => {
    const r = resolvePolicy(org, c.override ?? noOverride, c.layers)[c.rule];
    expect(r.months).toBe(c.months);
    expect(r.source.kind === "policy" ? r.source.level : r.source.kind).toBe(c.from);
  });
});

describe("DGUV-style defaults", () => {
  it("a hose built 06/2020 is due for replacement 06/2026, and the basis says why", () => {
    const { schedule, policy, replacementBy } = scheduleWithRules(
      { ...org, hoseReplacementMonths: 120 },
      hose({ buildDate: d("2020-06-15"), installationDate: d("2021-01-10") }),
      [layer("customer", "Quarry Works Ltd", { maxAgeMonths: 72 })],
    );
    expect(toIsoDate(schedule.replacementDate!)).toBe("2026-06-15");
    expect(replacementBy).toBe("age");
    const basis = basisSentences(policy, {
      installed: true,
      installationDate: d("2021-01-10"),
      buildDate: d("2020-06-15"),
      lastInspectionDate: null,
      replacementBy,
      storageExceeded: schedule.storageExceeded,
    });
    expect(basis.replacementBasis).toBe("6 years from assembly in 06/2020 (Quarry Works Ltd policy)");
    expect(basis.nextInspectionBasis).toBe("6 months from installation on 10/01/2021 (Quarry Works Ltd settings)");
  });

  it("without any policy the DGUV guide value applies and is named", () => {
    const { schedule, policy } = scheduleWithRules(
      { ...org, hoseReplacementMonths: 120 },
      hose({ buildDate: d("2020-06-15"), installationDate: d("2021-01-10") }),
    );
    expect(toIsoDate(schedule.replacementDate!)).toBe("2026-06-15");
    expect(toIsoDate(schedule.replacementWarningDate!)).toBe("2026-03-15");
    expect(policy.maxAgeMonths.source).toEqual({ kind: "default" });
  });

  it("the installation rule wins when it comes first", () => {
    const { schedule, replacementBy } = scheduleWithRules(
      org,
      hose({ buildDate: d("2021-01-01"), installationDate: d("2021-03-10") }),
    );
    expect(toIsoDate(schedule.replacementDate!)).toBe("2026-03-10");
    expect(replacementBy).toBe("installation");
  });

  it("flags installation after more than 2 years of storage, not after exactly 2", () => {
    const built = d("2020-06-15");
    const late = scheduleWithRules(org, hose({ buildDate: built, installationDate: d("2022-06-16") }));
    expect(late.schedule.storageExceeded).toBe(true);
    expect(
      basisSentences(late.policy, {
        installed: true,
        installationDate: d("2022-06-16"),
        buildDate: built,
        lastInspectionDate: null,
        replacementBy: late.replacementBy,
        storageExceeded: true,
      }).storageBasis,
    ).toBe("Installed after more than 2 years in storage (DGUV guide value)");
    expect(
      scheduleWithRules(org, hose({ buildDate: built, installationDate: d("2022-06-15") })).schedule.storageExceeded,
    ).toBe(false);
  });

  it("a shorter storage policy flags sooner; an uninstalled hose is never flagged", () => {
    const layers = [layer("distributor", "Northern Hose Supply", { maxStorageMonths: 12 })];
    const h = hose({ buildDate: d("2024-01-01"), installationDate: d("2025-03-01") });
    expect(scheduleWithRules(org, h, layers).schedule.storageExceeded).toBe(true);
    expect(scheduleWithRules(org, { ...h, organisationZoneId: null }, layers).schedule.storageExceeded).toBe(false);
  });

  it("names the inspection it counts from", () => {
    const { policy, replacementBy } = scheduleWithRules(org, hose({ lastInspectionDate: d("2026-03-12") }), [
      layer("zone", "Main Quarry > Crusher", { inspectionMonths: 3 }),
    ]);
    const b = basisSentences(policy, {
      installed: true,
      installationDate: d("2021-03-10"),
      buildDate: null,
      lastInspectionDate: d("2026-03-12"),
      replacementBy,
      storageExceeded: false,
    });
    expect(b.nextInspectionBasis).toBe("3 months after the inspection on 12/03/2026 (Main Quarry > Crusher policy)");
    expect(b.replacementBasis).toBe("5 years from installation in 03/2021 (Quarry Works Ltd settings)");
  });
});
