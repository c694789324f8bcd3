import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { inClient } from "@/lib/tenant/scope";
import { manufacturerSelect as select } from "./manufacturer-row";

export async function getManufacturer(ctx: AuthedCtx, id: string) {
  const row = await db().manufacturer.findFirst({ where: inClient(ctx, { id }), select });
  if (!row) throw notFound("Manufacturer not found");
  return row;
}
