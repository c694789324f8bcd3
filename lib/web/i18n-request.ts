import { getRequestConfig } from "next-intl/server";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import { DISPLAY_TIME_ZONE } from "@/lib/dates";
import { pageLocale } from "@/lib/web/locale";

/**
 * next-intl's configuration of a request (without locale routing: the address never names a
 * language). Server components read it through getTranslations(); nothing of it is sent to the
 * browser, since no page renders NextIntlClientProvider.
 */
export default getRequestConfig(async ({ locale: asked }) => {
  const locale = asked && asked in CATALOGUES ? (asked as keyof typeof CATALOGUES) : await pageLocale();
  return { locale, messages: CATALOGUES[locale], timeZone: DISPLAY_TIME_ZONE };
});
