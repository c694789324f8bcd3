import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { inClient } from "@/lib/core/scope";
import { readDb } from "@/lib/db/client";
import { requireIntegrations } from "./access";

/**
 * The organisations a new key or webhook may be for: the one acted for, or, for a client admin
 * acting for none, every live organisation of the client (by name).
 */
export async function integrationOrganisations(ctx: AuthedCtx): Promise<Array<{ id: string; name: string }>> {
  requireIntegrations(ctx);
  const org = actingOrganisation(ctx);
  if (org) return [{ id: org.id, name: org.name }];
  return readDb().organisation.findMany({
    where: inClient(ctx, { deletedAt: null }),
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
