import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ButtonLink } from "@/components/ui/button-link";
import { requirePageClient } from "@/lib/web/current-client";

/** An unknown or archived tag: said plainly, for everyone alike. */
export default async function TagNotFound() {
  const client = await requirePageClient();
  const t = await getTranslations("account");
  return (
    <AuthCard client={client} title={t("tagNotFoundTitle")}>
      <p className="mb-6 text-center text-sm text-muted">{t("tagNotFoundText")}</p>
      <ButtonLink href="/login" className="w-full justify-center">
        {t("goToPortal")}
      </ButtonLink>
    </AuthCard>
  );
}
