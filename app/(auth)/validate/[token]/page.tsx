import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkErrorCard } from "@/components/auth/link-error-card";
import { ValidateForm } from "@/components/auth/validate-form";
import { RichText } from "@/components/ui/rich-text";
import type { TemporaryUser } from "@/lib/auth/schemas";
import { describeValidationToken } from "@/lib/auth/validate";
import { AppError } from "@/lib/core/errors";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { plainTexts, translateErrorBody } from "@/lib/i18n/catalogue";
import { currentClient } from "@/lib/web/current-client";
import { pageLocale } from "@/lib/web/locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("validate"))("pageTitle"), referrer: "no-referrer" };
}

const TITLES = {
  "create-password": "createTitle",
  "reset-password": "resetTitle",
  "confirm-email": "confirmTitle",
} as const satisfies Record<TemporaryUser["purpose"], string>;

const INTROS = {
  "create-password": "createIntro",
  "reset-password": "resetIntro",
  "confirm-email": "confirmIntro",
} as const satisfies Record<TemporaryUser["purpose"], string>;

/** SPEC §2.5 ValidateEmail: the token is checked on load; a bad one shows the error inline. */
export default async function ValidatePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await currentClient();
  if (!client) notFound();
  const { token } = await params;
  const locale = await pageLocale();
  const t = await getTranslations("validate");
  let user: TemporaryUser;
  try {
    user = await describeValidationToken(client, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (
      <LinkErrorCard
        client={toPublicClient(client)}
        title={t("pageTitle")}
        messages={translateErrorBody(error.body, locale)}
        goToLogin={t("goToLogin")}
      />
    );
  }
  const strong = (chunks: React.ReactNode) => <strong className="text-ink">{chunks}</strong>;
  return (
    <AuthCard client={toPublicClient(client)} title={t(TITLES[user.purpose])}>
      <ValidateForm
        token={token}
        purpose={user.purpose}
        email={user.email}
        requiresTerms={user.requiresTerms}
        terms={<RichText html={client.termsAndConditions} />}
        privacy={<RichText html={client.privacyPolicy} />}
        intro={t.rich(INTROS[user.purpose], { email: user.email, strong })}
        text={{ ...plainTexts(locale, "validate"), close: plainTexts(locale, "dialog").close }}
      />
    </AuthCard>
  );
}
