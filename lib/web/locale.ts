import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { type Locale, anonymousLocale, userLocale } from "@/lib/i18n/locales";
import { browserSession } from "./browser-session";
import { currentClient } from "./current-client";

/**
 * The language of this page render: a signed-in user's (their own choice, else the client's
 * default); an anonymous visitor's browser language among the client's (Accept-Language), else
 * the client's default; British English when there is no client. Once per render.
 */
export const pageLocale = cache(async (): Promise<Locale> => {
  const client = await currentClient();
  if (!client) return anonymousLocale(null, (await headers()).get("accept-language"));
  const { session } = await browserSession();
  if (session) return userLocale(client, session.user.ownLocale);
  return anonymousLocale(client, (await headers()).get("accept-language"));
});
