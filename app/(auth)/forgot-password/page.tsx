import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { plainTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { requirePageClient } from "@/lib/web/current-client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("forgotPassword"))("pageTitle") };
}

export default async function ForgotPasswordPage() {
  const client = await requirePageClient();
  const locale = await pageLocale();
  const text = { ...plainTexts(locale, "forgotPassword"), humanCheck: plainTexts(locale, "login").humanCheck };
  return (
    <AuthCard client={client} title={text.title}>
      <ForgotPasswordForm text={text} language={locale} />
    </AuthCard>
  );
}
