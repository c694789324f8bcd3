/**
 * A link of the portal's menus and how the current one is found: what the browser's menu needs,
 * apart from lib/portal/menu.ts, whose role rules import the services' access checks (and with
 * them zod), which have no place in every portal page's JavaScript.
 */

export type MenuIcon =
  | "dashboard"
  | "clients"
  | "tags"
  | "organisations"
  | "users"
  | "configurations"
  | "hoses"
  | "inspections"
  | "quotes"
  | "sites"
  | "compliance";

export type MenuLink = {
  id: string;
  label: string;
  href: string;
  icon?: MenuIcon;
  /** Current only on this exact path (the dashboard), not on the paths below it. */
  exact?: boolean;
  /** A plain link that is never prefetched (logout). */
  plain?: boolean;
};

/** Whether `href` is the current page (or a dialog route below it) for aria-current. */
export function isCurrent(link: Pick<MenuLink, "href" | "exact">, pathname: string): boolean {
  if (pathname === link.href) return true;
  return !link.exact && pathname.startsWith(`${link.href}/`);
}
