import type { AuthedCtx } from "@/lib/core/ctx";
import { conflict, notFound, type ErrorBody } from "@/lib/core/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { requireHoseChanges, visibleHoses } from "./access";
import { hoseEntry } from "./audit";
import { ARCHIVED } from "./hose-checks";
import { nfcTagBoundMessage, nfcTagRemovedMessage } from "./messages";

/**
 * The one write of a hose's NFC tag, for binding and removing it (bind-nfc-tag.ts,
 * remove-nfc-tag.ts). One NFC tag identifies one hose of the client, as a tag id does. The answer
 * does not name the other hose: it may belong to an organisation the caller does not see. An
 * archived hose keeps its NFC tag, as it keeps its tag id.
 */
const NFC_TAKEN: ErrorBody = { serial: ["This NFC tag is already bound to another hose"] };

export type NfcResult = { id: string; nfcSerial: string | null; message: string };

/** The same people as edit the hose; audited as an edit. */
export async function writeNfcSerial(ctx: AuthedCtx, hoseId: string, serial: string | null): Promise<NfcResult> {
  requireHoseChanges(ctx);
  const existing = await db().hose.findFirst({ where: { AND: [visibleHoses(ctx), { id: hoseId }] } });
  if (!existing) throw notFound("Hose not found");
  if (existing.deletedAt) throw conflict({ global: [ARCHIVED] });
  const name = existing.name ?? (existing.tagId ? `Tag ${existing.tagId}` : "the hose");
  const message = serial === null ? nfcTagRemovedMessage(name) : nfcTagBoundMessage(name);
  if (existing.nfcSerial === serial) return { id: existing.id, nfcSerial: serial, message };
  if (serial !== null) {
    const clash = await db().hose.count({ where: { clientId: ctx.client.id, nfcSerial: serial, NOT: { id: hoseId } } });
    if (clash) throw conflict(NFC_TAKEN);
  }
  // The (client, nfcSerial) unique index has the last word when two binds race for one tag.
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Hose" WHERE "id" = ${existing.id}::uuid FOR UPDATE`;
        const before = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
        const { count } = await tx.hose.updateMany({
          where: { id: existing.id, clientId: ctx.client.id, deletedAt: null },
          data: { nfcSerial: serial },
        });
        if (count === 0) throw conflict({ global: [ARCHIVED] });
        const after = await tx.hose.findUniqueOrThrow({ where: { id: existing.id } });
        await recordAudit(tx, ctx, hoseEntry("hose.update", after, { before, after }));
        return after;
      }),
    NFC_TAKEN,
  );
  return { id: row.id, nfcSerial: row.nfcSerial, message };
}
