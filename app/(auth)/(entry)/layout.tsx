import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginRegister } from "@/components/auth/login-register";
import { NoticeToast } from "@/components/ui/notice-toast";
import { noticeTexts } from "@/components/ui/ui-text";
import { plainTexts } from "@/lib/i18n/catalogue";
import { requirePageClient } from "@/lib/web/current-client";
import { pageLocale } from "@/lib/web/locale";

/**
 * /login and /register share this layout: one screen with two tabs (SPEC §2.3). The tabs live
 * here, so switching the route between them keeps the screen (and what was typed). Its texts
 * are translated here, on the server, and handed to the client leaves.
 */
export default async function LoginRegisterLayout({ children }: { children: React.ReactNode }) {
  const client = await requirePageClient();
  const locale = await pageLocale();
  const t = await getTranslations("login");
  const text = {
    ...plainTexts(locale, "login"),
    checkEmail: t.raw("checkEmail"),
    sentVerification: t.raw("sentVerification"),
  };
  return (
    <>
      <NoticeToast text={noticeTexts(locale)} />
      <AuthCard client={client} title={t("title", { name: client.name })}>
        <Suspense fallback={null}>
          <LoginRegister text={text} language={locale} />
        </Suspense>
        {children}
      </AuthCard>
    </>
  );
}
