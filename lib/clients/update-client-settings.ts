import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { requireClientSettingsChanges } from "./access";
import { clientEntry } from "./audit";
import { richText } from "./client-record";
import { CLIENT_SETTINGS_SAVED_MESSAGE } from "./messages";
import type { ClientSettingsInput } from "./schemas";

/** ClientSettings: a client admin saves the current client's own settings. */
export async function updateClientSettings(ctx: AuthedCtx, input: ClientSettingsInput): Promise<string> {
  requireClientSettingsChanges(ctx);
  await db().$transaction(async (tx) => {
    const before = await tx.client.findUniqueOrThrow({ where: { id: ctx.client.id } });
    const after = await tx.client.update({
      where: { id: ctx.client.id },
      data: {
        manualHoseConfiguration: input.manualHoseConfiguration,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        ...richText(input),
        ...(input.unitSystem !== undefined ? { unitSystem: input.unitSystem } : {}),
        ...(input.pressureUnit !== undefined ? { pressureUnit: input.pressureUnit } : {}),
      },
    });
    await recordAudit(tx, ctx, clientEntry("client.settings", after, { before, after }));
  });
  await forgetClientCache();
  return CLIENT_SETTINGS_SAVED_MESSAGE;
}
