"use server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { hoseImportCustomer, loadHoseImportContext, spendTagChecks } from "@/lib/hoses/import/import-context";
import type { HoseImportContext } from "@/lib/hoses/import/rules";
import { portalAction } from "./action";

const KeysSchema = z.object({
  tags: z.array(z.string().max(64)).max(50_000),
  names: z.array(z.string().max(200)).max(50_000),
});

/**
 * What the hose Import screen's preview checks a file against: the customer's zones, the
 * configurations it may use, and the hoses the file's tags and names may match (not the whole
 * fleet: only what the file names travels to the browser). The server runs the same rules
 * again on import, so this only has to be current enough to preview.
 */
export const hoseImportContextAction = portalAction(
  {},
  async ({ ctx }, customerId: string, keys: { tags: string[]; names: string[] }) => {
    const customer = await hoseImportCustomer(ctx, z.uuid("Please choose a customer").parse(customerId));
    const parsed = KeysSchema.parse(keys);
    await spendTagChecks(ctx, parsed);
    const data: HoseImportContext = await loadHoseImportContext(db(), ctx.client.id, customer, parsed);
    return { data };
  },
);
