import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { manufacturerSelect as select } from "./manufacturer-row";

export async function getManufacturer(ctx: AuthedCtx, id: string) {
  const row = await db().manufacturer.findFirst({ where: inClient(ctx, { id }), select });
  if (!row) throw notFound("Manufacturer not found");
  return row;
}
