import type { Client } from "@/lib/generated/prisma/client";
import { type Locale, SOURCE_LOCALE, negotiateLocale, offeredLocales } from "@/lib/i18n/locales";

/**
 * The language of an answer's sentences: Accept-Language among the languages the client offers,
 * else British English (the API's language when the caller asks for none of them). The portal's
 * browser client sends the page's language, the mobile app the phone's.
 */
export function answerLocale(request: Request, offered: readonly Locale[]): Locale {
  return negotiateLocale(request.headers.get("accept-language"), offered) ?? SOURCE_LOCALE;
}

/** answerLocale among the languages of the request's client. */
export function answerLocaleFor(request: Request, client: Pick<Client, "languages">): Locale {
  return answerLocale(request, offeredLocales(client.languages));
}
