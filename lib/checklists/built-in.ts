/**
 * The two checklist templates every client starts with, in the product's own words: a visual
 * inspection after the signs SAE J1273 names as calling for replacement, and the scope of an
 * inspection as DGUV Regel 113-020's annex describes it. Criterion ids are short and stable, so
 * a later version of the template can keep them. The migration that introduced checklists wrote
 * the same rows for the clients that existed then.
 */
export type BuiltInCriterion = { id: string; text: string; critical: boolean };
export type BuiltInTemplate = { key: string; name: string; criteria: BuiltInCriterion[] };

export const BUILT_IN_CHECKLISTS: BuiltInTemplate[] = [
  {
    key: "sae-j1273",
    name: "Visual inspection (SAE J1273)",
    criteria: [
      { id: "cover", text: "Cover intact: no cuts or damage, no reinforcement showing", critical: true },
      { id: "leaks", text: "No leaks at the hose, its fittings or the ports", critical: true },
      { id: "kinks", text: "No kinks, crushing or flattened sections", critical: true },
      { id: "blisters", text: "No blisters, soft spots or bulges in the cover", critical: true },
      { id: "hardened", text: "Cover not hardened, cracked or charred", critical: true },
      { id: "fittings", text: "Fittings not corroded, damaged or slipped on the hose", critical: true },
      { id: "abrasion", text: "No abrasion wearing through the cover", critical: false },
      { id: "twisting", text: "Hose not twisted along its length", critical: false },
    ],
  },
  {
    key: "dguv-113-020",
    name: "Inspection scope (DGUV Regel 113-020)",
    criteria: [
      { id: "documents", text: "Documents for the hose line are present", critical: false },
      { id: "parts-list", text: "Hose line matches the parts list of the machine", critical: true },
      { id: "marking", text: "Marking on hose and fitting is legible", critical: false },
      { id: "torsion", text: "Installed without torsion", critical: false },
      { id: "bend-radius", text: "Bend radius not below the minimum", critical: true },
      { id: "abrasion", text: "Routed clear of edges and other parts, no chafing", critical: false },
      { id: "guarding", text: "Guarded where a failure could reach people", critical: true },
    ],
  },
];
