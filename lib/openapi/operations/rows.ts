import { z } from "zod";

/**
 * Loose row shapes for answers that have no zod schema of their own yet: the id is promised,
 * the other fields are described by SPEC 3. Replace with the area's row schema when it has one.
 */
export const RowSchema = z.looseObject({ id: z.uuid() });

/** `{id}` echo of DELETE and toggle answers. */
export const IdResultSchema = z.object({ id: z.uuid() });

/** Unpaginated lists (pending invitations). */
export const ItemsSchema = z.object({ items: z.array(RowSchema), totalItems: z.number().int() });
