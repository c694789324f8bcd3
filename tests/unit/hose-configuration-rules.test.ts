import { describe, expect, it } from "vitest";
import { roleFlags, type OrganisationMembership } from "@/lib/core/roles";
import {
  blankToNull,
  copyConnection1To2,
  effectiveOrientation,
  jumpSizesFor,
  suggestedName,
  abbreviateConnection,
  showsOrientation,
  suggestedPressure,
} from "@/lib/hose-configurations/form-rules";
import { HoseConfigurationCreateSchema } from "@/lib/hose-configurations/schemas";
import { hoseConfigurationRowActions, hoseConfigurationsScreen } from "@/lib/hose-configurations/screen";

const catalogue = {
  hoseTypes: [{ id: "t1", name: "2SN" }],
  boreSizes: [
    { id: "b1", name: '1/2"' },
    { id: "b2", name: '3/4"' },
  ],
  connections: [{ id: "c1", name: "JIC Female" }],
  connectionsJumpSizes: [
    { configBoreSizeId: "b1", configConnectionId: "c1", jumpSize: "-10" },
    { configBoreSizeId: "b1", configConnectionId: "c1", jumpSize: "-08" },
    { configBoreSizeId: "b2", configConnectionId: "c1", jumpSize: "-12" },
  ],
  sizeMappings: [{ configHoseTypeId: "t1", configBoreSizeId: "b1", displayPressure: 275 }],
};

describe("hose configuration form rules (SPEC §5)", () => {
  it("turns blank text into null and trims the rest", () => {
    expect(blankToNull("")).toBeNull();
    expect(blankToNull("   ")).toBeNull();
    expect(blankToNull(null)).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(" 2SN ")).toBe("2SN");
  });

  it("copies connection 1 (name, size and type) to connection 2", () => {
    const values = {
      name: "x",
      connection1: { connection: "JIC Female", jumpSize: "-08", type: "90 degree" },
      connection2: { connection: "BSP Male", jumpSize: "-12", type: "Straight" },
    };
    const copied = copyConnection1To2(values);
    expect(copied.connection2).toEqual(values.connection1);
    expect(copied.connection2).not.toBe(values.connection1);
    expect(copied.name).toBe("x");
  });

  it("shows orientation only when neither connection type is Straight", () => {
    expect(showsOrientation("90 degree", "45 degree")).toBe(true);
    expect(showsOrientation("Straight", "90 degree")).toBe(false);
    expect(showsOrientation("90 degree", "straight")).toBe(false);
    expect(showsOrientation("", null)).toBe(true);
    expect(effectiveOrientation(90, "Straight", "90 degree")).toBe(0);
    expect(effectiveOrientation(90, "90 degree", "45 degree")).toBe(90);
  });

  it("suggests the display pressure and the connection sizes from the catalogue", () => {
    expect(suggestedPressure(catalogue, "2SN", '1/2"')).toBe(275);
    expect(suggestedPressure(catalogue, "2sn", '1/2"')).toBe(275);
    expect(suggestedPressure(catalogue, "2SN", '3/4"')).toBeNull();
    expect(suggestedPressure(catalogue, "Custom", '1/2"')).toBeNull();
    expect(jumpSizesFor(catalogue, '1/2"', "JIC Female")).toEqual(["-08", "-10"]);
    expect(jumpSizesFor(catalogue, '1/2"', null)).toEqual([]);
  });

  it("parses form posts: blank numbers default to 0, checkboxes are 'on' or absent", () => {
    const parsed = HoseConfigurationCreateSchema.parse({
      name: " A ",
      length: "",
      displayPressure: " 275 ",
      orientation: "",
      sleeving: "on",
      type: "",
    });
    expect(parsed).toMatchObject({
      name: "A",
      length: 0,
      displayPressure: 275,
      orientation: 0,
      sleeving: true,
      testCertificate: false,
      type: null,
      organisationId: null,
    });
  });

  it("refuses a body that is no object (null, a number, a list) with an issue, never a thrown error", () => {
    for (const body of [null, 7, "x", []]) {
      const parsed = HoseConfigurationCreateSchema.safeParse(body);
      expect(parsed.success).toBe(false);
    }
  });
});

const org = (over: Partial<OrganisationMembership>): OrganisationMembership => ({
  id: "o1",
  name: "Org",
  isDistributor: false,
  role: 0,
  receiveQuotes: false,
  accountCode: "ABCDEF",
  fields: {},
  configurationsVisible: true,
  ...over,
});
const who = (organisation: OrganisationMembership | "admin", clientAdmin = false) => ({
  organisation,
  flags: roleFlags(
    {
      clientAdmin,
      systemAdmin: false,
      ofCurrentClient: true,
      organisations: organisation === "admin" ? [] : [organisation],
    },
    organisation,
  ),
});

describe("HoseConfigurations screen rules", () => {
  it("offers changes to users who may change hose records, on their own library only", () => {
    const distributor = who(org({ isDistributor: true, role: 0 }));
    expect(hoseConfigurationsScreen(distributor)).toMatchObject({
      allowed: true,
      canChange: true,
      showOrganisation: false,
    });
    expect(hoseConfigurationRowActions(distributor, { organisationId: "o1" })).toEqual(["view", "edit", "delete"]);
    expect(hoseConfigurationRowActions(distributor, { organisationId: "other" })).toEqual(["view"]);

    const readOnly = who(org({ role: 4 }));
    expect(hoseConfigurationsScreen(readOnly)).toMatchObject({ allowed: true, canChange: false });
    expect(hoseConfigurationRowActions(readOnly, { organisationId: "o1" })).toEqual(["view"]);

    const hidden = who(org({ configurationsVisible: false, role: 2 }));
    expect(hoseConfigurationsScreen(hidden)).toMatchObject({ allowed: false, canChange: false });

    const admin = who("admin", true);
    expect(hoseConfigurationsScreen(admin)).toMatchObject({
      allowed: true,
      canChange: true,
      showOrganisation: true,
      chooseOrganisation: true,
    });
    expect(hoseConfigurationRowActions(admin, { organisationId: "any" })).toEqual(["view", "edit", "delete"]);
  });
});

describe("suggested configuration name", () => {
  const parts = { type: "2SN", boreSize: '1/2"', connection1: "BSP Female", connection2: "JIC Male", length: "1200" };

  it("follows the library's pattern, connections abbreviated", () => {
    expect(suggestedName(parts)).toBe('2SN 1/2" BSP F x JIC M 1200mm');
    expect(suggestedName({ ...parts, connection1: "Metric Light Female", connection2: "SAE Flange Code 61" })).toBe(
      '2SN 1/2" ML F x SAE61 1200mm',
    );
  });

  it("leaves out a length that is 0 or not a number, and rounds a decimal one", () => {
    expect(suggestedName({ ...parts, length: "0" })).toBe('2SN 1/2" BSP F x JIC M');
    expect(suggestedName({ ...parts, length: "abc" })).toBe('2SN 1/2" BSP F x JIC M');
    expect(suggestedName({ ...parts, length: "1199.6" })).toBe('2SN 1/2" BSP F x JIC M 1200mm');
  });

  it("suggests nothing until type, bore and both connections are chosen", () => {
    for (const key of ["type", "boreSize", "connection1", "connection2"] as const)
      expect(suggestedName({ ...parts, [key]: "  " })).toBeNull();
  });

  it("names the demo seed's configurations the same way", () => {
    expect(abbreviateConnection("SAE Flange Code 62")).toBe("SAE62");
  });
});
