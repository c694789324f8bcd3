import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { ButtonLink } from "@/components/ui/button-link";
import { buttonClasses } from "@/components/ui/button-styles";
import { ClientLogo } from "@/components/ui/client-logo";
import { NoticeToast } from "@/components/ui/notice-toast";
import { noticeTexts } from "@/components/ui/ui-text";
import { OrganisationCard } from "@/components/organisations/organisation-card";
import { ImpersonationBanner } from "@/components/portal/impersonation-banner";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { plainTexts, translateEnglish } from "@/lib/i18n/catalogue";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { pageLocale } from "@/lib/web/locale";
import { roleLabel } from "@/components/organisations/role-label";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("selectTitle") };
}

/**
 * OrganisationSelect. Guards: authenticated, and several organisations (multiOrg), else login as
 * the specification says; the login page sends a signed-in user on to where they belong.
 */
export default async function SelectOrganisationPage() {
  const { client, session } = await requireBrowserSession();
  const user = session.user;
  if (user.organisations.length < 2) redirect("/login");
  const locale = await pageLocale();
  const t = await getTranslations("account");
  const card = plainTexts(locale, "account");
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-2xl flex-col px-4 py-8 sm:py-12">
      <NoticeToast text={noticeTexts(locale)} />
      <div className="mb-6 flex justify-center border-b-4 border-primary pb-4">
        <ClientLogo client={toPublicClient(client)} />
      </div>
      {/* Impersonating a user of several organisations lands here: the way back stays in reach. */}
      {session.impersonator ? (
        <ImpersonationBanner
          userName={user.fullName}
          impersonator={session.impersonator.fullName}
          className="mb-6"
          locale={locale}
        />
      ) : null}
      <h1 className="text-2xl font-semibold">{t("selectHeading")}</h1>
      <p className="mt-1 text-muted">{t("selectHello", { name: user.firstName })}</p>
      <ul className="mt-6 space-y-3">
        {user.organisations.map((o) => (
          <li key={o.id}>
            <OrganisationCard organisation={o} text={card} roleLabel={roleLabel(o.role, locale)} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {/* A plain link: /logout must never be prefetched. */}
        <a href="/logout" className={buttonClasses("secondary")}>
          {translateEnglish("Logout", locale, "menu")}
        </a>
        {!user.systemAdmin ? (
          <ButtonLink href="/create-organisation" variant="primary">
            {translateEnglish("Create new organisation", locale, "menu")}
          </ButtonLink>
        ) : null}
      </div>
    </main>
  );
}
