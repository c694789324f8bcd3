import type { PublicClient } from "@/lib/clients/schemas";
import type { Locale } from "@/lib/i18n/locales";
import type { MenuLink } from "@/lib/portal/menu";
import { HomeLogoLink } from "./home-logo-link";
import { ImpersonationBanner } from "./impersonation-banner";
import { MenuIcon } from "./menu-icon";
import { NavLinks } from "./nav-links";

export type SideMenuProps = {
  client: Pick<PublicClient, "name" | "logo">;
  home: string;
  main: MenuLink[];
  user: MenuLink[];
  userName: string;
  actingFor: string;
  /** Set while a client admin acts as this user. */
  impersonator: string | null;
  /** Whether the organisation's hoses are kept on this device (above the user menu). */
  offline?: React.ReactNode;
  /** The two menus' names, in the user's language. */
  navLabels?: { main: string; user: string };
  /** The user's language (the impersonation banner's). */
  locale?: Locale;
};

/**
 * The side menu: logo, 'Back to client admin' while impersonating, the main menu, then the user
 * menu (name, who they act for, profile, settings, switch/create, logout). Rendered in the
 * desktop sidebar and in the phone drawer.
 *
 * In the desktop sidebar (lg and up) the user menu stays at the bottom of the screen and only the
 * part above it scrolls, so Logout is always in sight, however long a system admin's menus get.
 * The drawer scrolls as a whole.
 */
export function SideMenu({
  client,
  home,
  main,
  user,
  userName,
  actingFor,
  impersonator,
  offline,
  navLabels = { main: "Main", user: "User" },
  locale,
}: SideMenuProps) {
  return (
    <div className="flex min-h-full flex-col lg:h-full lg:min-h-0">
      <div className="flex flex-col gap-5 px-3 pb-5 pt-4 lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
        <HomeLogoLink client={client} href={home} className="block rounded-md px-2 py-1" locale={locale} />

        {impersonator ? <ImpersonationBanner userName={userName} impersonator={impersonator} locale={locale} /> : null}

        <nav aria-label={navLabels.main}>
          <NavLinks items={withIcons(main)} variant="main" />
        </nav>
      </div>

      {offline ? <div className="mt-auto lg:shrink-0">{offline}</div> : null}
      <nav
        aria-label={navLabels.user}
        className={`mx-3 ${offline ? "" : "mt-auto"} border-t border-line pb-4 pt-3 lg:shrink-0`}
      >
        <div className="mb-2 flex items-center gap-3 px-3">
          <span
            aria-hidden
            className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-bold text-primary-strong"
          >
            {initials(userName)}
          </span>
          <span className="min-w-0 text-sm leading-tight">
            <span className="block truncate font-semibold" data-testid="user-name">
              {userName}
            </span>
            <span className="block truncate text-xs text-muted" data-testid="acting-for">
              {actingFor}
            </span>
          </span>
        </div>
        <NavLinks items={withIcons(user)} variant="user" />
      </nav>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}

/** The menu's icons drawn here, on the server (NavLinks is a client component). */
const withIcons = (items: MenuLink[]) =>
  items.map((item) => ({ ...item, iconElement: item.icon ? <MenuIcon icon={item.icon} /> : null }));
