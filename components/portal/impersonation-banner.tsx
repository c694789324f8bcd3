import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import { BackToClientAdmin } from "./back-to-client-admin";

/**
 * While a client admin acts as a user: who is signed in as whom, and 'Back to client admin'.
 * In the side menu and on organisation selection (where impersonating a user of several
 * organisations lands), so the admin always has the way back.
 */
export function ImpersonationBanner({
  userName,
  impersonator,
  className = "",
  locale = SOURCE_LOCALE,
}: {
  userName: string;
  impersonator: string;
  className?: string;
  /** The language of the page it is on. */
  locale?: Locale;
}) {
  const t = translator(locale, "shell");
  return (
    <div className={`space-y-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm ${className}`}>
      <p>{t.rich("impersonating", { name: userName, impersonator, strong: (c) => <strong>{c}</strong> })}</p>
      <BackToClientAdmin label={t("backToClientAdmin")} />
    </div>
  );
}
