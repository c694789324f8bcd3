import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardLink } from "@/components/portal/dashboard-link";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("notFoundTitle") };
}

/**
 * Not found inside the portal (SPEC §2.2 shell): the side menu stays, so the user carries on
 * from here. Rendered for unknown portal URLs and for rows a screen cannot find.
 */
export default async function PortalNotFound() {
  const t = await getTranslations("account");
  return (
    <div className="mx-auto max-w-xl space-y-4 py-10 text-center">
      <h1 className="text-2xl font-semibold">{t("notFoundTitle")}</h1>
      <p className="text-muted">{t("notFoundText")}</p>
      <DashboardLink label={t("goToDashboard")} />
    </div>
  );
}
