import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflict } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";

/** The columns every manufacturer service returns. */
export const manufacturerSelect = { id: true, name: true } as const;

export const DUPLICATE_MANUFACTURER = { name: ["A manufacturer with this name already exists"] };

/** Names are unique per client, compared case-insensitively ("parker" is "Parker"). */
export async function assertManufacturerNameFree(ctx: AuthedCtx, name: string, exceptId?: string) {
  const clash = await db().manufacturer.findFirst({
    where: inClient(ctx, {
      name: { equals: name, mode: "insensitive" as const },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    }),
  });
  if (clash) throw conflict(DUPLICATE_MANUFACTURER);
}
