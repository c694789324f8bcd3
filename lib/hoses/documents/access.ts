import type { Ctx } from "@/lib/core/ctx";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleHoses } from "@/lib/hoses/access";
import { inClient } from "@/lib/core/scope";

/**
 * The uploads the caller sees: live uploads of hoses the caller sees (lib/hoses/access.ts), in
 * the same query that fetches them, so a foreign or hidden upload is simply not found (404).
 */
export function visibleUploads(ctx: Ctx, id: string): Prisma.UploadWhereInput {
  return inClient(ctx, { id, deletedAt: null, hose: { is: visibleHoses(ctx) } });
}
