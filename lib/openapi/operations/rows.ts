import { z } from "zod";

/** `{id}` echo of DELETE and toggle answers. */
export const IdResultSchema = z.object({ id: z.uuid() });
