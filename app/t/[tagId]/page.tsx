import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { plainTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { notFound, redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { PublicHoseCard } from "@/components/hoses/public-hose-card";
import { ReportProblemForm } from "@/components/hoses/report-problem-form";
import { UnfittedTag, unfittedTitle } from "@/components/hoses/unfitted-tag";
import { ButtonLink } from "@/components/ui/button-link";
import { browserSession } from "@/lib/web/browser-session";
import { clientIp } from "@/lib/auth/rate-limit";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { today } from "@/lib/dates";
import { lookUpTagPage } from "@/lib/hoses/tag-link";

type Props = {
  params: Promise<{ tagId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("publicCard"))("pageTitle"), robots: { index: false } };
}

/** `/t/{tagId}`: where a tag's QR code leads (lib/hoses/tag-link.ts decides which of three pages). */
export default async function TagPage({ params, searchParams }: Props) {
  const { tagId } = await params;
  const { client, session } = await browserSession();
  const day = today();
  const locale = await pageLocale();
  const t = await getTranslations("publicCard");
  const link = await lookUpTagPage(client, session, tagId, clientIp(await headers()), day, locale);
  if (link.kind === "unknown") notFound();
  if (link.kind === "portal") redirect(link.href);
  const brand = toPublicClient(client);
  if (link.kind === "unfitted") {
    if (!session) notFound();
    const query = await searchParams;
    const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 100) : undefined);
    return (
      <AuthCard client={brand} title={unfittedTitle(link.tagId, locale)}>
        <UnfittedTag
          client={client}
          session={session}
          tagId={link.tagId}
          organisations={link.organisations}
          organisationId={one(query.org)}
          search={one(query.q)?.trim() ?? ""}
        />
      </AuthCard>
    );
  }
  if (link.kind === "limited") {
    return (
      <AuthCard client={brand} title={t("limitedTitle")}>
        <p className="mb-6 text-center text-sm text-muted" role="alert">
          {t("limited")}
        </p>
      </AuthCard>
    );
  }
  if (link.kind === "foreign") {
    return (
      <AuthCard client={brand} title={t("foreignTitle")}>
        <p className="mb-6 text-center text-sm text-muted">{t("foreign")}</p>
        <ButtonLink href="/" className="w-full justify-center">
          {t("goToPortal")}
        </ButtonLink>
      </AuthCard>
    );
  }
  const loginHref = (tag: string) => `/login?nextUrl=${encodeURIComponent(`/t/${tag}`)}`;
  // The organisation has turned its public card off (Organisation settings): only a way in.
  if (link.kind === "private") {
    return (
      <AuthCard client={brand} title={t("title")}>
        <p className="mb-2 text-center font-mono text-sm">{t("tag", { tagId: link.tagId })}</p>
        <p className="mb-6 text-center text-sm text-muted">{t("privateDetails")}</p>
        <ButtonLink href={loginHref(link.tagId)} className="w-full justify-center">
          {t("loginToSee")}
        </ButtonLink>
      </AuthCard>
    );
  }
  // Whoever scans a tag to inspect the hose signs in first: the way in comes before the problem
  // report, in reach on the first screen of a phone, and leads back to this hose.
  return (
    <AuthCard client={brand} title={t("title")}>
      <PublicHoseCard card={link.card} today={day} locale={locale} />
      <ButtonLink href={loginHref(link.card.tagId)} className="mt-6 w-full justify-center">
        {t("signIn")}
      </ButtonLink>
      <div className="mt-6 border-t border-line pt-4">
        <ReportProblemForm
          tagId={link.card.tagId}
          language={locale}
          text={{ ...plainTexts(locale, "publicCard"), photoReady: t.raw("photoReady") as string }}
        />
      </div>
    </AuthCard>
  );
}
