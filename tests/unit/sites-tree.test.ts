import { describe, expect, it } from "vitest";
import { roleFlags } from "@/lib/core/roles";
import type { Site } from "@/lib/sites/schemas";
import { chosenCustomer, sitesLinks, sitesScreen, zoneHosesHref } from "@/lib/sites/screen";
import {
  buildSiteTree,
  flattenSiteTree,
  hosesInTheWayMessage,
  isWithin,
  parentChoices,
  placeUnder,
  searchSites,
  subtreeIds,
} from "@/lib/sites/tree";

const ORG = "00000000-0000-4000-8000-000000000000";
const node = (id: string, name: string, parentId: string | null, trailName: string): Site => ({
  id,
  name,
  organisationId: ORG,
  parentId,
  trailName,
});

// Main Quarry > Crusher Plant > Primary Crusher; Main Quarry > Conveyors; workshop (lower case)
const rows: Site[] = [
  node("c", "Primary Crusher", "b", "Main Quarry > Crusher Plant > Primary Crusher"),
  node("w", "workshop", null, "workshop"),
  node("b", "Crusher Plant", "a", "Main Quarry > Crusher Plant"),
  node("a", "Main Quarry", null, "Main Quarry"),
  node("d", "Conveyors", "a", "Main Quarry > Conveyors"),
];

describe("buildSiteTree", () => {
  it("nests children under their parents, siblings by name ignoring case", () => {
    const tree = buildSiteTree(rows);
    expect(tree.map((n) => n.name)).toEqual(["Main Quarry", "workshop"]);
    expect(tree[0]!.children.map((n) => n.name)).toEqual(["Conveyors", "Crusher Plant"]);
    expect(tree[0]!.children[1]!.children).toEqual([{ ...rows[0], children: [] }]);
    expect(flattenSiteTree(tree).map((n) => n.id)).toEqual(["a", "d", "b", "c", "w"]);
  });

  it("keeps a node whose parent is missing as a root, and builds nothing from nothing", () => {
    expect(buildSiteTree([node("x", "Lost", "gone", "Gone > Lost")]).map((n) => n.id)).toEqual(["x"]);
    expect(buildSiteTree([])).toEqual([]);
  });
});

describe("parent choices and subtrees", () => {
  const tree = buildSiteTree(rows);

  it("offers every node but the node itself and its descendants, by trail", () => {
    expect(subtreeIds(tree, "b")).toEqual(new Set(["b", "c"]));
    expect(parentChoices(tree, "b").map((c) => c.trailName)).toEqual([
      "Main Quarry",
      "Main Quarry > Conveyors",
      "workshop",
    ]);
    expect(parentChoices(tree, "a").map((c) => c.id)).toEqual(["w"]);
    expect(parentChoices(tree, null)).toHaveLength(5);
    expect(subtreeIds(tree, "unknown")).toEqual(new Set());
  });

  it("tells a path inside a subtree from a sibling whose id starts alike", () => {
    expect(isWithin("a/b", "a/b")).toBe(true);
    expect(isWithin("a/b/c", "a/b")).toBe(true);
    expect(isWithin("a/bc", "a/b")).toBe(false);
    expect(isWithin("a", "a/b")).toBe(false);
  });

  it("places a node under a parent or at the top level", () => {
    expect(placeUnder(null, "x", "North Pit")).toEqual({ path: "x", trailName: "North Pit" });
    expect(placeUnder({ path: "a/b", trailName: "Main Quarry > Crusher Plant" }, "x", "Belt")).toEqual({
      path: "a/b/x",
      trailName: "Main Quarry > Crusher Plant > Belt",
    });
  });
});

describe("searchSites", () => {
  it("matches any part of the trail, ignoring case, sorted by trail; a blank search matches nothing", () => {
    expect(searchSites(rows, "  CRUSHER ").map((n) => n.id)).toEqual(["b", "c"]);
    expect(searchSites(rows, "quarry >").map((n) => n.id)).toEqual(["d", "b", "c"]);
    expect(searchSites(rows, "   ")).toEqual([]);
    expect(searchSites(rows, "nothing like it")).toEqual([]);
  });
});

describe("hosesInTheWayMessage", () => {
  it("names how many hoses and where", () => {
    expect(hosesInTheWayMessage(3, "Main Quarry > Crusher Plant")).toBe(
      "Move or uninstall the 3 hoses in Main Quarry > Crusher Plant first",
    );
    expect(hosesInTheWayMessage(1, "Workshop")).toBe("Move or uninstall the 1 hose in Workshop first");
  });
});

describe("SitesAndZones screen rules", () => {
  const member = (role: number, isDistributor: boolean) => ({
    id: "o",
    name: "O",
    isDistributor,
    role,
    receiveQuotes: false,
    accountCode: "ABCDEF",
    fields: {},
    configurationsVisible: true,
  });
  const flags = (role: number, isDistributor: boolean) => {
    const o = member(role, isDistributor);
    return roleFlags({ clientAdmin: false, systemAdmin: false, ofCurrentClient: true, organisations: [o] }, o);
  };
  const clientAdmin = roleFlags(
    { clientAdmin: true, systemAdmin: false, ofCurrentClient: true, organisations: [] },
    "admin",
  );
  const uuid = "0195f0a1-0000-7000-8000-000000000001";

  it("client admins and distributors pick a customer; only Admins change, never read-only", () => {
    expect(sitesScreen(clientAdmin)).toEqual({ allowed: true, pickCustomer: true, canChange: true });
    expect(sitesScreen(flags(2, true))).toEqual({ allowed: true, pickCustomer: true, canChange: true });
    expect(sitesScreen(flags(1, true))).toEqual({ allowed: true, pickCustomer: true, canChange: false });
    expect(sitesScreen(flags(2, false))).toEqual({ allowed: true, pickCustomer: false, canChange: true });
    for (const role of [0, 1, 4]) expect(sitesScreen(flags(role, false)).canChange).toBe(false);
  });

  it("a customer always sees its own tree; others the valid one picked in the URL", () => {
    expect(chosenCustomer(flags(0, false), "own", uuid)).toBe("own");
    expect(chosenCustomer(clientAdmin, null, uuid)).toBe(uuid);
    expect(chosenCustomer(clientAdmin, null, [uuid, "x"])).toBe(uuid);
    expect(chosenCustomer(flags(2, true), "dist", "not-an-id")).toBeNull();
    expect(chosenCustomer(flags(2, true), "dist", undefined)).toBeNull();
  });

  it("links keep the picked customer in the URL and filter hoses by zone", () => {
    const links = sitesLinks("/portal/admin", { pickCustomer: true }, "c1");
    expect(links).toMatchObject({
      list: "/portal/admin/sites-and-zones?customer=c1",
      addSite: "/portal/admin/sites-and-zones/add/c1",
    });
    expect(links.addZone("z")).toBe("/portal/admin/sites-and-zones/add/c1/z");
    expect(links.edit("z")).toBe("/portal/admin/sites-and-zones/z");
    expect(links.remove("z")).toBe("/portal/admin/sites-and-zones/z/delete");
    expect(sitesLinks("/portal/o", { pickCustomer: false }, "o").list).toBe("/portal/o/sites-and-zones");
    const hoses = new URL(zoneHosesHref("/portal/o", "z1"), "http://x");
    expect(hoses.pathname).toBe("/portal/o/hoses");
    expect(JSON.parse(hoses.searchParams.get("filters")!)).toEqual([{ key: "zone", value: "z1" }]);
  });
});
