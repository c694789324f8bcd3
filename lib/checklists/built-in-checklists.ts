import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BUILT_IN_CHECKLISTS } from "./built-in";

/** Gives a new client the two built-in templates (the seed and client creation call it). */
export async function createBuiltInChecklists(tx: Prisma.TransactionClient, clientId: string) {
  for (const t of BUILT_IN_CHECKLISTS) {
    const id = randomUUID();
    await tx.checklistTemplate.create({
      data: { id, clientId, familyId: id, version: 1, name: t.name, criteria: t.criteria, builtIn: t.key },
    });
  }
}
