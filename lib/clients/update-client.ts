import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { requireClientManagement } from "./access";
import { clientEntry } from "./audit";
import { HOSTNAME_TAKEN, assertHostnamesFree, clientData, clientInclude, toClientRow } from "./client-record";
import { getClient } from "./get-client";
import { clientSavedMessage } from "./messages";
import type { ClientUpdateInput } from "./schemas";

/** Manage clients: a client's record and hostnames (its logo has its own verb). */
export async function updateClientRecord(ctx: AuthedCtx, input: ClientUpdateInput) {
  requireClientManagement(ctx);
  await getClient(ctx, input.id);
  await assertHostnamesFree(input.hostnames, input.id);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const before = await tx.client.findUniqueOrThrow({ where: { id: input.id }, include: { hostnames: true } });
        await tx.clientHostname.deleteMany({ where: { clientId: input.id, hostname: { notIn: input.hostnames } } });
        await tx.clientHostname.createMany({
          data: input.hostnames.map((hostname) => ({ hostname, clientId: input.id })),
          skipDuplicates: true,
        });
        const after = await tx.client.update({
          where: { id: input.id },
          data: clientData(input),
          include: clientInclude,
        });
        const names = (c: { hostnames: { hostname: string }[] }) => c.hostnames.map((h) => h.hostname).sort();
        await recordAudit(
          tx,
          ctx,
          clientEntry("client.update", after, {
            clientId: after.id,
            before: { ...before, hostnames: names(before) },
            after: { ...after, hostnames: names(after) },
          }),
        );
        return after;
      }),
    HOSTNAME_TAKEN,
  );
  await forgetClientCache();
  const client = toClientRow(row);
  return { row: client, message: clientSavedMessage(client.name) };
}
