"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrent, type MenuLink } from "@/lib/portal/menu-link";

/**
 * A menu's links; the current page is marked aria-current (and drawn as selected). The icons
 * come drawn by the server (<SideMenu>), so their paths are not part of the page's JavaScript.
 */
export function NavLinks({
  items,
  variant,
}: {
  items: Array<MenuLink & { iconElement?: React.ReactNode }>;
  variant: "main" | "user";
}) {
  const pathname = usePathname();
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const current = isCurrent(item, pathname);
        const className = [
          "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors",
          // The user menu is pinned under the scrolling main menu on a desktop: a little tighter
          // there, so both fit a laptop screen (still well above the smallest target size).
          variant === "main" ? "font-medium" : "lg:min-h-9 lg:py-1.5",
          current ? "bg-primary text-on-primary" : "text-ink hover:bg-canvas",
        ].join(" ");
        const content = (
          <>
            {item.icon ? item.iconElement : null}
            <span>{item.label}</span>
          </>
        );
        return (
          <li key={item.id}>
            {item.plain ? (
              // A plain link: /logout must never be prefetched.
              <a href={item.href} className={className}>
                {content}
              </a>
            ) : (
              <Link href={item.href} aria-current={current ? "page" : undefined} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
