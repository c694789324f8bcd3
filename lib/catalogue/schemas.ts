import { z } from "zod";

/**
 * GET /api/v1/config (SPEC §3 "Catalogue lookups", 7): the client's pick lists for the hose
 * configuration form. Manufacturers and hose types carry the current organisation's
 * prominence (SPEC §9: 1 top, 0 bottom) and come prominent first, then by name.
 */
const Named = z.object({ id: z.uuid(), name: z.string() });
const Prominent = Named.extend({ prominence: z.union([z.literal(0), z.literal(1)]) });

export const CatalogueSchema = z.object({
  hoseTypes: z.array(Prominent),
  boreSizes: z.array(Named.extend({ sortOrder: z.number().int() })),
  manufacturers: z.array(Prominent),
  connectionTypes: z.array(Named),
  connections: z.array(Named),
  connectionsJumpSizes: z.array(
    z.object({ id: z.uuid(), configBoreSizeId: z.uuid(), configConnectionId: z.uuid(), jumpSize: z.string() }),
  ),
  sizeMappings: z.array(
    z.object({
      id: z.uuid(),
      configHoseTypeId: z.uuid(),
      configBoreSizeId: z.uuid(),
      displayPressure: z.number().int(),
    }),
  ),
  /** Why a hose may be retired (the archive call's `retirementReason`). */
  retirementReasons: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

export const CatalogueQuerySchema = z.object({
  /** `?reload=true` bypasses the server cache (SPEC §7 "can be force-reloaded"). */
  reload: z.enum(["true", "false"], { error: "reload must be true or false" }).optional(),
});
