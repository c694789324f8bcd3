import Link from "next/link";
import { ClientLogo } from "@/components/ui/client-logo";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { BackToClientAdmin } from "./back-to-client-admin";
import { MenuDisclosure } from "./menu-disclosure";

type Item = { href: string; label: string; plain?: boolean };

/** The user menu of SPEC 2.2, in the order given there (the full side menu comes later). */
export function userMenuItems(ctx: AuthedCtx, base: string): Item[] {
  const items: Item[] = [{ href: `${base}/your-profile`, label: "Your profile" }];
  if (ctx.flags.isMultiOrg) items.push({ href: "/select-organisation", label: "Switch organisations" });
  else if (!ctx.user.systemAdmin) items.push({ href: "/create-organisation", label: "Create new organisation" });
  // A plain link: /logout must never be prefetched.
  items.push({ href: "/logout", label: "Logout", plain: true });
  return items;
}

function mainMenuItems(ctx: AuthedCtx, base: string): Item[] {
  const items: Item[] = [{ href: base, label: "Dashboard" }];
  if (ctx.flags.isUserAdmin) items.push({ href: `${base}/users`, label: "Users" });
  return items;
}

/**
 * A minimal portal frame: logo, the organisation acted for, the main and user menus, and
 * 'Back to client admin' while impersonating. Small on purpose; the side menu replaces it.
 */
export function PortalTopBar({ ctx }: { ctx: AuthedCtx }) {
  const org = ctx.organisation === "admin" ? "admin" : (ctx.organisation?.id ?? "admin");
  const base = `/portal/${org}`;
  const acting = ctx.organisation === "admin" ? "Client admin" : (ctx.organisation?.name ?? "");
  const linkClass = "block rounded-md px-3 py-2 text-sm font-medium hover:bg-canvas sm:py-1.5";
  const render = (i: Item) =>
    i.plain ? (
      <a href={i.href} className={linkClass}>
        {i.label}
      </a>
    ) : (
      <Link href={i.href} className={linkClass}>
        {i.label}
      </Link>
    );

  return (
    <header className="border-b border-line bg-surface">
      {ctx.impersonator ? (
        <div className="flex flex-wrap items-center justify-center gap-3 bg-warning px-4 py-2 text-sm text-white">
          <span>
            You are signed in as <strong>{ctx.user.fullName}</strong> by {ctx.impersonator.fullName}.
          </span>
          <BackToClientAdmin />
        </div>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href={base} className="shrink-0" aria-label={`${ctx.client.name} dashboard`}>
          <ClientLogo client={toPublicClient(ctx.client)} />
        </Link>
        <MenuDisclosure label="Menu">
          <nav aria-label="Main" className="sm:flex-1">
            <ul className="flex flex-col gap-1 sm:flex-row">
              {mainMenuItems(ctx, base).map((i) => (
                <li key={i.href}>{render(i)}</li>
              ))}
            </ul>
          </nav>
          <nav aria-label="User" className="border-t border-line pt-2 sm:border-0 sm:pt-0">
            <p className="px-3 pb-1 text-sm sm:hidden">
              <span className="font-semibold">{ctx.user.fullName}</span>
              <span className="block text-muted">{acting}</span>
            </p>
            <ul className="flex flex-col gap-1 sm:flex-row sm:items-center">
              <li className="hidden px-3 text-right text-sm leading-tight sm:block">
                <span className="block font-semibold" data-testid="user-name">
                  {ctx.user.fullName}
                </span>
                <span className="block text-xs text-muted" data-testid="acting-for">
                  {acting}
                </span>
              </li>
              {userMenuItems(ctx, base).map((i) => (
                <li key={i.href}>{render(i)}</li>
              ))}
            </ul>
          </nav>
        </MenuDisclosure>
      </div>
    </header>
  );
}
