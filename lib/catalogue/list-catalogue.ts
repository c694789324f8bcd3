import "server-only";
import type { Ctx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { inClient } from "@/lib/core/scope";

export type CatalogueOption = { id: string; name: string };

/** The client's manufacturers and hose types, by name: the pick lists of organisation settings. */
export async function listCatalogueOptions(
  ctx: Pick<Ctx, "client">,
): Promise<{ manufacturers: CatalogueOption[]; hoseTypes: CatalogueOption[] }> {
  const select = { id: true, name: true } as const;
  const [manufacturers, hoseTypes] = await Promise.all([
    db().manufacturer.findMany({ where: inClient(ctx), select, orderBy: { name: "asc" } }),
    db().hoseType.findMany({ where: inClient(ctx), select, orderBy: { name: "asc" } }),
  ]);
  return { manufacturers, hoseTypes };
}
