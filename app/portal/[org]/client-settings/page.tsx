import { ClientSettingsForm } from "@/components/settings/client-settings-form";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { richTextEditorTexts } from "@/components/ui/ui-text";
import { saveClientSettingsAction } from "@/lib/actions/client-settings";
import { requireAccess, requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { clientSettingsAccess } from "@/lib/clients/access";
import { asPressure, asSystem } from "@/lib/units/convert";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { LOCALES, LOCALE_NAMES, clientDefaultLocale, offeredLocales } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("clientSettings"))("title") };
}

/** SPEC §2.5 ClientSettings (guard clientAdminRole). */
export default async function ClientSettingsPage({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  const access = clientSettingsAccess(ctx);
  requireAccess(ctx, access.canView);
  const client = toPublicClient(ctx.client);
  const initial = {
    manualHoseConfiguration: client.manualHoseConfiguration,
    metaTitle: client.metaTitle,
    metaDescription: client.metaDescription,
    termsAndConditions: client.termsAndConditions,
    privacyPolicy: client.privacyPolicy,
    units: { system: asSystem(ctx.client.unitSystem) ?? "metric", pressure: asPressure(ctx.client.pressureUnit) },
    languages: offeredLocales(ctx.client.languages),
    defaultLocale: clientDefaultLocale(ctx.client),
  };
  const t = await getTranslations("languages");
  const locale = await pageLocale();
  const text = clientTexts(locale, "clientSettings");
  const languages = {
    options: LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
    text: { legend: t("legend"), hint: t("hint"), default: t("default"), defaultHint: t("defaultHint") },
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={text.title} description={client.name} />
      {access.canSave ? null : (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{text.readOnly}</p>
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}/users`}>{text.loginAsAdmin}</ButtonLink>
        </InfoPanel>
      )}
      <section
        aria-labelledby="portal-address-heading"
        className="space-y-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6"
      >
        <h2 id="portal-address-heading" className="text-lg font-semibold">
          {text.portalAddress}
        </h2>
        {/* Read-only here: the primary URL is part of the client's set-up in Manage clients. */}
        <TextField
          name="primaryUrl"
          label={text.primaryUrl}
          defaultValue={client.primaryUrl}
          readOnly
          hint={text.primaryUrlHint}
        />
        {ctx.flags.isSystemAdmin ? (
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}`} variant="secondary">
            {text.editInClients}
          </ButtonLink>
        ) : null}
      </section>
      <ClientSettingsForm
        key={JSON.stringify(initial)}
        action={saveClientSettingsAction.bind(null, org)}
        initial={initial}
        readOnly={!access.canSave}
        languages={languages}
        text={text}
        editorText={richTextEditorTexts(locale)}
        units={clientTexts(locale, "units")}
      />
    </div>
  );
}
