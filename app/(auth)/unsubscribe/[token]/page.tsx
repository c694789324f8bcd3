import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { translateErrorBody } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkErrorCard } from "@/components/auth/link-error-card";
import { UnsubscribeForm } from "@/components/profile/unsubscribe-form";
import { confirmUnsubscribeAction } from "@/lib/actions/digests";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { describeUnsubscribe, type UnsubscribeTarget } from "@/lib/digests/unsubscribe-digest";
import { AppError } from "@/lib/core/errors";
import { currentClient } from "@/lib/web/current-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("unsubscribe");
  return { title: t("pageTitle"), referrer: "no-referrer", robots: { index: false } };
}

/**
 * A digest email's unsubscribe link. Opening it changes nothing (mail scanners open
 * links): it names the digest and offers a button, which turns it off. Mail clients use the
 * one-click POST of the List-Unsubscribe header instead (POST /api/v1/digests/unsubscribe/{token}).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await currentClient();
  if (!client) notFound();
  const { token } = await params;
  const t = await getTranslations("unsubscribe");
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  let target: UnsubscribeTarget;
  try {
    target = await describeUnsubscribe(client, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (
      <LinkErrorCard
        client={toPublicClient(client)}
        title={t("pageTitle")}
        messages={translateErrorBody(error.body, await pageLocale())}
        goToLogin={t("goToLogin")}
      />
    );
  }
  return (
    <AuthCard client={toPublicClient(client)} title={t("title")}>
      {target.alreadyOff ? (
        <p role="status">
          {t.rich("alreadyOff", { organisation: target.organisationName, email: target.email, strong })}
        </p>
      ) : (
        <UnsubscribeForm
          action={confirmUnsubscribeAction.bind(null, token)}
          question={t.rich("question", { organisation: target.organisationName, email: target.email, strong })}
          text={{ unsubscribe: t("unsubscribe"), unsubscribing: t("unsubscribing") }}
        />
      )}
      <p className="mt-4 text-center text-sm text-muted">{t("turnOnAgain")}</p>
    </AuthCard>
  );
}
