import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { requireClientManagement } from "./access";
import { clientEntry } from "./audit";
import { HOSTNAME_TAKEN, assertHostnamesFree, clientData, clientInclude, toClientRow } from "./client-record";
import { clientCreatedMessage } from "./messages";
import type { ClientCreateInput } from "./schemas";
import { createBuiltInChecklists } from "@/lib/checklists/built-in-checklists";

/** Manage clients: a new client with its hostnames. */
export async function createClientRecord(ctx: AuthedCtx, input: ClientCreateInput) {
  requireClientManagement(ctx);
  await assertHostnamesFree(input.hostnames);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const created = await tx.client.create({
          data: { ...clientData(input), hostnames: { create: input.hostnames.map((hostname) => ({ hostname })) } },
          include: clientInclude,
        });
        await createBuiltInChecklists(tx, created.id);
        const { hostnames: _h, ...fields } = created;
        await recordAudit(
          tx,
          ctx,
          clientEntry("client.create", created, {
            clientId: created.id,
            after: { ...fields, hostnames: input.hostnames },
          }),
        );
        return created;
      }),
    HOSTNAME_TAKEN,
  );
  await forgetClientCache();
  const client = toClientRow(row);
  return { row: client, message: clientCreatedMessage(client.name) };
}
