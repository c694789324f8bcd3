import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { invalid } from "@/lib/core/errors";
import { type Locale, offeredLocales } from "@/lib/i18n/locales";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import { requireClientSettingsChanges } from "./access";
import { clientEntry } from "./audit";
import { richText } from "./client-record";
import { CLIENT_SETTINGS_SAVED_MESSAGE } from "./messages";
import type { ClientSettingsInput } from "./schemas";

/**
 * The languages to store: those given (in the portal's order), and a default among them. A
 * default left out stays when it is still offered, else becomes the first language offered; a
 * default given that is not offered is refused.
 */
function languageSettings(
  before: { languages: string[]; defaultLocale: string },
  input: ClientSettingsInput,
): { languages?: Locale[]; defaultLocale?: Locale } {
  if (input.languages === undefined && input.defaultLocale === undefined) return {};
  const languages = offeredLocales(input.languages ?? before.languages);
  const wanted = input.defaultLocale ?? before.defaultLocale;
  if (input.defaultLocale !== undefined && !languages.includes(input.defaultLocale))
    throw invalid({ defaultLocale: ["The default language must be one of the languages offered"] });
  const defaultLocale = languages.find((l) => l === wanted) ?? languages[0]!;
  return { languages, defaultLocale };
}

/** ClientSettings: a client admin saves the current client's own settings. */
export async function updateClientSettings(ctx: AuthedCtx, input: ClientSettingsInput): Promise<string> {
  requireClientSettingsChanges(ctx);
  await db().$transaction(async (tx) => {
    const before = await tx.client.findUniqueOrThrow({ where: { id: ctx.client.id } });
    const languages = languageSettings(before, input);
    const after = await tx.client.update({
      where: { id: ctx.client.id },
      data: {
        manualHoseConfiguration: input.manualHoseConfiguration,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        ...richText(input),
        ...(input.unitSystem !== undefined ? { unitSystem: input.unitSystem } : {}),
        ...(input.pressureUnit !== undefined ? { pressureUnit: input.pressureUnit } : {}),
        ...languages,
      },
    });
    await recordAudit(tx, ctx, clientEntry("client.settings", after, { before, after }));
  });
  await forgetClientCache();
  return CLIENT_SETTINGS_SAVED_MESSAGE;
}
