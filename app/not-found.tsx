import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { buttonClasses } from "@/components/ui/button-styles";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { currentClient } from "@/lib/web/current-client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("notFoundTitle") };
}

/**
 * Not found outside the portal (an address no page answers, /nonexistent): the client's card,
 * as the entry screens show it, in the page's language (the signed-in user's, else the browser's
 * among the client's). The portal has its own inside the shell (app/portal/[org]/not-found.tsx).
 * Server-rendered only: Next sends the root not-found with every page.
 */
export default async function NotFound() {
  const client = await currentClient();
  const t = await getTranslations("account");
  // Without a client the root layout shows its own error list and no page: nothing to brand.
  if (!client) return <h1>{t("notFoundTitle")}</h1>;
  return (
    <AuthCard client={toPublicClient(client)} title={t("notFoundTitle")}>
      <p className="mb-6 text-center text-sm text-muted">{t("pageNotFoundText")}</p>
      {/* A plain link, not next/link: Next sends the root not-found with every page, and a client
          component here would add its JavaScript to all of them. */}
      <a href="/login" className={buttonClasses("primary", "w-full justify-center")}>
        {t("goToPortal")}
      </a>
    </AuthCard>
  );
}
