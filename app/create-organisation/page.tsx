import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { CreateOrganisationForm } from "@/components/organisations/create-organisation-form";
import { NoticeToast } from "@/components/ui/notice-toast";
import { noticeTexts } from "@/components/ui/ui-text";
import { plainTexts } from "@/lib/i18n/catalogue";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { landingPath } from "@/lib/core/roles";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { pageLocale } from "@/lib/web/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("createTitle") };
}

/** SPEC §2.5 OrganisationCreate. Guard: authenticated; a system admin cannot create one (SPEC §6). */
export default async function CreateOrganisationPage() {
  const { client, session } = await requireBrowserSession();
  const user = session.user;
  const landing = landingPath({ ...user, ofCurrentClient: user.clientId === client.id });
  if (user.systemAdmin) redirect(`${landing}?notice=permissions`);
  const locale = await pageLocale();
  const t = await getTranslations("account");
  return (
    <AuthCard client={toPublicClient(client)} title={t("createTitle")} wide>
      {/* Notices a redirect brought here (e.g. an email change confirmed while signed in). */}
      <NoticeToast text={noticeTexts(locale)} />
      <CreateOrganisationForm text={plainTexts(locale, "createOrganisation")} />
      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">
        {t("signedInAs", { name: user.fullName })}{" "}
        {user.organisations.length > 0 ? (
          <>
            <Link href={landing} className="font-medium text-primary underline">
              {t("cancel")}
            </Link>{" "}
            ·{" "}
          </>
        ) : null}
        {/* A plain link: /logout must never be prefetched. */}
        <a href="/logout" className="font-medium text-primary underline">
          {t("logout")}
        </a>
      </p>
    </AuthCard>
  );
}
