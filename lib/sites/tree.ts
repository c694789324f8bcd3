import type { Site, SiteTreeNode } from "./schemas";

/**
 * Pure helpers over sites and zones (no database): the tree the API and the screen show, the
 * parent choices of the edit dialog, the search over trails. Unit-tested in
 * tests/unit/sites-tree.test.ts.
 */

const byName = (a: Site, b: Site) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id);

/**
 * Flat rows -> roots with nested `children`, siblings sorted by name (case-insensitive). A row
 * whose parent is not among the rows (it cannot happen with the FK, but a partial list could)
 * is shown as a root rather than lost.
 */
export function buildSiteTree(rows: readonly Site[]): SiteTreeNode[] {
  const nodes = new Map<string, SiteTreeNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      organisationId: r.organisationId,
      parentId: r.parentId,
      trailName: r.trailName,
      children: [],
    });
  }
  const roots: SiteTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: SiteTreeNode[]) => {
    list.sort(byName);
    for (const n of list) sort(n.children);
    return list;
  };
  return sort(roots);
}

/** Every node of a tree, depth first, in display order. */
export function flattenSiteTree(tree: readonly SiteTreeNode[]): SiteTreeNode[] {
  const out: SiteTreeNode[] = [];
  const walk = (list: readonly SiteTreeNode[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/** The ids of a node and of every zone below it. */
export function subtreeIds(tree: readonly SiteTreeNode[], id: string): Set<string> {
  const start = flattenSiteTree(tree).find((n) => n.id === id);
  return new Set(start ? flattenSiteTree([start]).map((n) => n.id) : []);
}

/**
 * Where a node may be moved (the edit dialog's parent select): every other node of the tree
 * except the node itself and its descendants, by trail. 'Top level (site)' is added by the form.
 */
export function parentChoices(
  tree: readonly SiteTreeNode[],
  id: string | null,
): Array<{ id: string; trailName: string }> {
  const excluded = id ? subtreeIds(tree, id) : new Set<string>();
  return flattenSiteTree(tree)
    .filter((n) => !excluded.has(n.id))
    .map((n) => ({ id: n.id, trailName: n.trailName }))
    .sort((a, b) => a.trailName.localeCompare(b.trailName, "en", { sensitivity: "base" }));
}

/** The nodes whose trail contains `search` (case-insensitive), by trail; [] for a blank search. */
export function searchSites<T extends Site>(nodes: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase("en");
  if (!needle) return [];
  return nodes
    .filter((n) => n.trailName.toLocaleLowerCase("en").includes(needle))
    .sort((a, b) => a.trailName.localeCompare(b.trailName, "en", { sensitivity: "base" }));
}

/** Whether the node at `path` is `ancestorPath` itself or lies below it (paths are ids joined by "/"). */
export function isWithin(path: string, ancestorPath: string): boolean {
  return path === ancestorPath || path.startsWith(`${ancestorPath}/`);
}

/** The path and trail of a node placed under `parent` (null: a top-level site). */
export function placeUnder(parent: { path: string; trailName: string } | null, id: string, name: string) {
  return {
    path: parent ? `${parent.path}/${id}` : id,
    trailName: parent ? `${parent.trailName} > ${name}` : name,
  };
}

/** The refusal of a delete while active hoses are in the node or below it. */
export function hosesInTheWayMessage(count: number, trailName: string): string {
  return `Move or uninstall the ${count === 1 ? "1 hose" : `${count} hoses`} in ${trailName} first`;
}
