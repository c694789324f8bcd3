import { OfflineCopyStatus, OfflineCopySync } from "@/components/offline/offline-copy";
import { LogoutGuard } from "@/components/pwa/logout-guard";
import { PageCacheScope } from "@/components/pwa/page-cache-scope";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { NoticeToast } from "@/components/ui/notice-toast";
import { dialogTexts, noticeTexts } from "@/components/ui/ui-text";
import { ScanTagButton } from "@/components/scan/scan-tag-button";
import { scanText } from "@/components/scan/scan-words";
import { RefreshOnReturn } from "@/components/ui/refresh-on-return";
import type { AuthedCtx } from "@/lib/core/ctx";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { canChangeHoseRecords } from "@/lib/hose-configurations/access";
import { type MenuLink, actingFor, mainMenu, portalBase, userMenu } from "@/lib/portal/menu";
import { getTranslations } from "next-intl/server";
import { clientTexts, translateEnglish } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE, isLocale } from "@/lib/i18n/locales";
import { BackToClientAdmin } from "./back-to-client-admin";
import { ErrorTrackingUser } from "./error-tracking-user";
import { HomeLogoLink } from "./home-logo-link";
import { MobileDrawer } from "./mobile-drawer";
import { OfflineInspections } from "./offline-inspections";
import { ScrollToTop } from "./scroll-to-top";
import { SideMenu } from "./side-menu";

/**
 * The portal frame (SPEC §2.2): a sticky side menu from the lg breakpoint; below it a top bar
 * with the logo and a 'Menu' button opening the same menu as a drawer. `children` is the page
 * and its dialog slot.
 */
export async function PortalShell({ ctx, children }: { ctx: AuthedCtx; children: React.ReactNode }) {
  const input = { flags: ctx.flags, organisation: ctx.organisation, user: ctx.user, clientId: ctx.client.id };
  // The menu is built in English (lib/portal/menu.ts, as the specification names it) and shown
  // in the user's language.
  const locale = isLocale(ctx.user.locale) ? ctx.user.locale : SOURCE_LOCALE;
  const t = await getTranslations("shell");
  const inLanguage = (links: MenuLink[]) =>
    links.map((link) => ({ ...link, label: translateEnglish(link.label, locale, "menu") }));
  const client = toPublicClient(ctx.client);
  // The scanner's words in the user's language.
  const scan = scanText(locale);
  const offlineText = { ...clientTexts(locale, "offline"), locale };
  const home = portalBase(ctx.organisation);
  // The organisation whose hoses this device keeps for offline work (none in the client-admin area).
  const offlineOrg = ctx.organisation && ctx.organisation !== "admin" ? ctx.organisation.id : null;
  const menu = (
    <SideMenu
      client={client}
      home={home}
      main={inLanguage(mainMenu(input))}
      user={inLanguage(userMenu(input))}
      userName={ctx.user.fullName}
      actingFor={translateEnglish(actingFor(input), locale, "menu")}
      navLabels={{ main: t("mainNav"), user: t("userNav") }}
      impersonator={ctx.impersonator?.fullName ?? null}
      locale={locale}
      offline={<OfflineCopyStatus userId={ctx.user.id} org={offlineOrg} text={offlineText} />}
    />
  );
  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skip")}
      </a>
      <aside className="hidden w-64 shrink-0 border-r border-line bg-surface lg:sticky lg:top-0 lg:block lg:h-screen lg:overflow-y-auto">
        {menu}
        <div className="space-y-2 border-t border-line p-4">
          <NotificationBell ctx={ctx} href={`${home}/notifications`} labelled />
          <ScanTagButton className="w-full" answersRequests text={scan} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-surface lg:hidden">
          <div className="flex items-center justify-between gap-3 px-4 py-2">
            <HomeLogoLink client={client} href={home} className="min-w-0" locale={locale} />
            <div className="flex shrink-0 items-center gap-2">
              <NotificationBell ctx={ctx} href={`${home}/notifications`} />
              <MobileDrawer label={t("menuButton")} closeLabel={dialogTexts(locale).closeLabel}>
                {menu}
              </MobileDrawer>
            </div>
          </div>
          {ctx.impersonator ? (
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-warning/40 bg-warning/10 px-4 py-2 text-sm">
              <span>{t.rich("signedInAs", { name: ctx.user.fullName, strong: (c) => <strong>{c}</strong> })}</span>
              <BackToClientAdmin label={t("backToClientAdmin")} />
            </div>
          ) : null}
        </header>
        <NoticeToast text={noticeTexts(locale)} />
        <ErrorTrackingUser userId={ctx.user.id} />
        <PageCacheScope />
        <LogoutGuard
          userId={ctx.user.id}
          text={{ ...clientTexts(locale, "logoutGuard"), close: dialogTexts(locale).closeLabel, locale }}
        />
        <OfflineCopySync userId={ctx.user.id} org={offlineOrg} canRecord={canChangeHoseRecords(ctx)} />
        <ScrollToTop />
        <RefreshOnReturn />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 focus:outline-none sm:px-6 sm:pt-8 lg:px-8 lg:pb-8"
        >
          <OfflineInspections userId={ctx.user.id} text={{ ...clientTexts(locale, "outbox"), locale }} />
          {children}
        </main>
        {/* On a phone the scanner stays in thumb reach at the bottom of every page. */}
        <nav
          aria-label={t("quickActions")}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] lg:hidden"
        >
          <ScanTagButton className="w-full" answersRequests text={scan} />
        </nav>
      </div>
    </div>
  );
}
