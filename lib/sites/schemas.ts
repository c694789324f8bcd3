import { z } from "zod";
import { singleLine } from "@/lib/core/text";

/**
 * Sites and zones (SPEC §3 "Site or zone"): one zod schema per payload, shared by the dialogs'
 * server actions, the /api/v1/sites route handlers and the OpenAPI document.
 */

export const SITE_NAME_MAX = 100;

export const SiteNameSchema = z
  .string({ error: "Name is required" })
  .overwrite(singleLine)
  .trim()
  .min(1, "Name is required")
  .max(SITE_NAME_MAX, `Name must be at most ${SITE_NAME_MAX} characters`);

/** A parent: a site or zone id, or null (or "" from a form) for a top-level site. */
const ParentIdSchema = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.uuid("Choose a site or zone of this customer").nullable(),
);

/** POST /sites {name, organisationId, parentId|null}. */
export const SiteCreateSchema = z.object({
  name: SiteNameSchema,
  organisationId: z.uuid("Choose a customer"),
  parentId: ParentIdSchema,
});
export type SiteCreateInput = z.infer<typeof SiteCreateSchema>;

/** PUT /sites {id, name, parentId|null}: rename and/or move (null: make it a top-level site). */
export const SiteUpdateSchema = z.object({
  id: z.uuid("Not found"),
  name: SiteNameSchema,
  parentId: ParentIdSchema,
});
export type SiteUpdateInput = z.infer<typeof SiteUpdateSchema>;

/** GET /sites/list/{organisationId}. */
export const SiteTreeParamsSchema = z.object({ organisationId: z.uuid("Not found") });

/** A site or zone as lists show it. */
export const SiteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organisationId: z.uuid(),
  parentId: z.uuid().nullable(),
  trailName: z.string().describe('Names from the site down to this node, joined by " > "'),
});
export type Site = z.infer<typeof SiteSchema>;

export type SiteTreeNode = Site & { children: SiteTreeNode[] };

// Recursive: the OpenAPI document names it (meta id) so its $ref resolves in components.
export const SiteTreeNodeSchema: z.ZodType<SiteTreeNode> = SiteSchema.extend({
  get children() {
    return z.array(SiteTreeNodeSchema);
  },
}).meta({ id: "SiteTreeNode" });

/** GET /sites/{id}: the node with its counts (the quick view). */
export const SiteDetailSchema = SiteSchema.extend({
  organisationName: z.string(),
  childCount: z.number().int().describe("Zones directly under this node"),
  hoseCount: z.number().int().describe("Active (non-archived) hoses in this node and every zone below it"),
});
export type SiteDetail = z.infer<typeof SiteDetailSchema>;
