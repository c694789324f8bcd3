import type { PublicClient } from "@/lib/clients/schemas";
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
};

/**
 * The side menu of SPEC 2.2: logo, 'Back to client admin' while impersonating, the main menu,
 * then the user menu (name, who they act for, profile, settings, switch/create, logout).
 * Rendered in the desktop sidebar and in the phone drawer.
 */
export function SideMenu({ client, home, main, user, userName, actingFor, impersonator }: SideMenuProps) {
  return (
    <div className="flex min-h-full flex-col gap-5 px-3 py-4">
      <HomeLogoLink client={client} href={home} className="block rounded-md px-2 py-1" />

      {impersonator ? <ImpersonationBanner userName={userName} impersonator={impersonator} /> : null}

      <nav aria-label="Main">
        <NavLinks items={withIcons(main)} variant="main" />
      </nav>

      <nav aria-label="User" className="mt-auto border-t border-line pt-4">
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
