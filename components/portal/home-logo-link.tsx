import Link from "next/link";
import { ClientLogo } from "@/components/ui/client-logo";
import type { PublicClient } from "@/lib/clients/schemas";
import { translateEnglish } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";

/**
 * The client's logo leading to the dashboard, named '{client} dashboard'. The name comes from the
 * content (the logo's text, then a hidden ' dashboard') rather than an aria-label, so it always
 * contains what is shown (WCAG 2.5.3 Label in Name): the wordmark shows the client's name.
 */
export function HomeLogoLink({
  client,
  href,
  className,
  locale = SOURCE_LOCALE,
}: {
  client: Pick<PublicClient, "name" | "logo">;
  href: string;
  className: string;
  /** The user's language: the hidden word after the client's name is the menu's 'Dashboard' in it. */
  locale?: Locale;
}) {
  const dashboard = locale === SOURCE_LOCALE ? "dashboard" : translateEnglish("Dashboard", locale, "menu");
  return (
    <Link href={href} className={className}>
      <ClientLogo client={client} alt={client.name} className="max-w-full" />
      <span className="sr-only"> {dashboard}</span>
    </Link>
  );
}
