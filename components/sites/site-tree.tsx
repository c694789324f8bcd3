"use client";
import { useId, useMemo, useState } from "react";
import { RowActions, type RowAction } from "@/components/lists/row-actions";
import type { SiteTreeNode } from "@/lib/sites/schemas";
import { flattenSiteTree, searchSites } from "@/lib/sites/tree";
import { formatText } from "@/lib/i18n/format-text";
import { SiteQuickView } from "./site-quick-view";
import type { SitesText } from "./sites-text";

export type SiteLinkTemplates = { addZone: string; edit: string; remove: string };

const fill = (template: string, id: string) => template.replace(":id", id);

/**
 * The customer's sites and zones as a nested list (SPEC §2.5): every node is a button that
 * selects it for the quick view; a node with zones has a toggle (aria-expanded) to show or hide
 * them; Admins get a menu per node ('Add zone', 'Edit', 'Delete'). A search box filters the
 * nodes by trail and lists the matching trails instead of the tree. Everything is a native
 * button or link, so Tab, Enter and Space work throughout.
 */
export function SiteTree({
  organisationId,
  tree,
  canChange,
  hosesBase,
  canPrintLabels = false,
  compliancePacks,
  links,
  text,
}: {
  text: SitesText;
  organisationId: string;
  tree: SiteTreeNode[];
  canChange: boolean;
  hosesBase: string;
  /** Offer QR labels of the selected site's or zone's hoses. */
  canPrintLabels?: boolean;
  /** The Compliance packs screen with this customer chosen, when the caller may use it. */
  compliancePacks?: string;
  links: SiteLinkTemplates;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = useMemo(() => flattenSiteTree(tree), [tree]);
  const matches = useMemo(() => searchSites(all, search), [all, search]);
  // A node deleted meanwhile (the tree reloads after a dialog) drops out of the quick view.
  const selected = all.find((n) => n.id === selectedId) ?? null;

  if (tree.length === 0) {
    return <p className="rounded-xl border border-line bg-surface p-6 text-muted">{text.empty}</p>;
  }

  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const actions = (n: SiteTreeNode): RowAction[] => [
    { label: text.addZone, href: fill(links.addZone, n.id) },
    { label: text.edit, href: fill(links.edit, n.id) },
    { label: text.delete, tone: "danger", href: fill(links.remove, n.id) },
  ];

  const row = (n: SiteTreeNode, opts: { showTrail: boolean; toggleable: boolean }) => {
    const isSelected = n.id === selected?.id;
    const open = !collapsed.has(n.id);
    const childrenId = `site-children-${n.id}`;
    return (
      <div className={`flex items-center gap-1 rounded-md pr-1 ${isSelected ? "bg-primary/10" : "hover:bg-canvas"}`}>
        {opts.toggleable && n.children.length > 0 ? (
          <button
            type="button"
            className="grid h-11 w-11 shrink-0 place-items-center rounded-md text-muted hover:text-ink"
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={formatText(text.zonesUnder, { name: n.name })}
            onClick={() => toggle(n.id)}
          >
            <span aria-hidden className={`inline-block transition-transform ${open ? "rotate-90" : ""}`}>
              ▶
            </span>
          </button>
        ) : opts.toggleable ? (
          <span className="w-11 shrink-0" aria-hidden />
        ) : null}
        <button
          type="button"
          className="min-h-11 min-w-0 flex-1 rounded-md px-2 py-2 text-left"
          aria-current={isSelected ? "true" : undefined}
          onClick={() => setSelectedId(n.id)}
        >
          <span className={`block break-words ${isSelected ? "font-semibold text-ink" : ""}`}>
            {opts.showTrail ? n.trailName : n.name}
          </span>
        </button>
        {canChange ? (
          <RowActions label={formatText(text.actionsFor, { name: n.trailName })} actions={actions(n)} />
        ) : null}
      </div>
    );
  };

  const branch = (nodes: SiteTreeNode[], depth: number, id?: string) => (
    <ul
      id={id}
      className={depth === 0 ? "space-y-0.5" : "ml-5 space-y-0.5 border-l border-line pl-1 sm:ml-6"}
      aria-label={depth === 0 ? text.treeLabel : undefined}
    >
      {nodes.map((n) => (
        <li key={n.id}>
          {row(n, { showTrail: false, toggleable: true })}
          {n.children.length > 0 && !collapsed.has(n.id)
            ? branch(n.children, depth + 1, `site-children-${n.id}`)
            : null}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section
        aria-label={text.regionLabel}
        className="min-w-0 space-y-4 rounded-xl border border-line bg-surface p-3 sm:p-4"
      >
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium">
            {text.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink shadow-xs placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
          />
        </div>
        <p role="status" className="text-sm text-muted">
          {search.trim()
            ? matches.length === 1
              ? text.matchOne
              : formatText(text.matchMany, { count: matches.length })
            : ""}
        </p>
        {search.trim() ? (
          matches.length ? (
            <ul className="space-y-0.5" aria-label={text.matchingLabel}>
              {matches.map((n) => (
                <li key={n.id}>{row(n, { showTrail: true, toggleable: false })}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{text.noResults}</p>
          )
        ) : (
          branch(tree, 0)
        )}
      </section>
      <SiteQuickView
        key={selected?.id ?? "none"}
        organisationId={organisationId}
        node={selected}
        hosesBase={hosesBase}
        canPrintLabels={canPrintLabels}
        compliancePacks={compliancePacks}
        reloadKey={tree}
        text={text}
      />
    </div>
  );
}
