import { describe, expect, it } from "vitest";
import type { Site } from "@/lib/sites/schemas";
import { buildSiteTree, flattenSiteTree, hosesInTheWayMessage, isWithin, parentChoices, placeUnder, searchSites, subtreeIds } from "@/lib/sites/tree";

const ORG = "00000000-0000-4000-8000-000000000000";
const node = (id: string, name: string, parentId: string | null, trailName: string): Site => ({ id, name, organisationId: ORG, parentId, trailName });

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
    expect(parentChoices(tree, "b").map((c) => c.trailName)).toEqual(["Main Quarry", "Main Quarry > Conveyors", "workshop"]);
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
    expect(hosesInTheWayMessage(3, "Main Quarry > Crusher Plant")).toBe("Move or uninstall the 3 hoses in Main Quarry > Crusher Plant first");
    expect(hosesInTheWayMessage(1, "Workshop")).toBe("Move or uninstall the 1 hose in Workshop first");
  });
});
