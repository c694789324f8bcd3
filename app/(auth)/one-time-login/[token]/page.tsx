import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OneTimeLogin } from "@/components/auth/one-time-login";
import { plainTexts } from "@/lib/i18n/catalogue";
import { requirePageClient } from "@/lib/web/current-client";
import { pageLocale } from "@/lib/web/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("oneTimeLogin"))("pageTitle"), referrer: "no-referrer" };
}

export default async function OneTimeLoginPage({ params }: { params: Promise<{ token: string }> }) {
  const client = await requirePageClient();
  const { token } = await params;
  const locale = await pageLocale();
  const t = await getTranslations("login");
  return (
    <AuthCard client={client} title={t("title", { name: client.name })}>
      <OneTimeLogin token={token} text={plainTexts(locale, "oneTimeLogin")} />
    </AuthCard>
  );
}
