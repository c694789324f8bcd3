import { ClientSettingsForm } from "@/components/settings/client-settings-form";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { TextField } from "@/components/ui/text-field";
import { saveClientSettingsAction } from "@/lib/actions/client-settings";
import { requireAccess, requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { clientSettingsAccess } from "@/lib/clients/access";
import { asPressure, asSystem } from "@/lib/units/convert";
import { getTranslations } from "next-intl/server";
import { LOCALES, LOCALE_NAMES, clientDefaultLocale, offeredLocales } from "@/lib/i18n/locales";

export const metadata = { title: "Client settings" };

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
  const languages = {
    options: LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
    text: { legend: t("legend"), hint: t("hint"), default: t("default"), defaultHint: t("defaultHint") },
  };
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Client settings" description={client.name} />
      {access.canSave ? null : (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>You are a system admin but not a client admin of this system, so these settings are read-only.</p>
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}/users`}>Login as admin</ButtonLink>
        </InfoPanel>
      )}
      <section
        aria-labelledby="portal-address-heading"
        className="space-y-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6"
      >
        <h2 id="portal-address-heading" className="text-lg font-semibold">
          Portal address
        </h2>
        {/* Read-only here: the primary URL is part of the client's set-up in Manage clients. */}
        <TextField
          name="primaryUrl"
          label="Primary URL"
          defaultValue={client.primaryUrl}
          readOnly
          hint="QR labels and the links in emails lead here. Only a system admin can change it, in Manage clients."
        />
        {ctx.flags.isSystemAdmin ? (
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}`} variant="secondary">
            Edit in Manage clients
          </ButtonLink>
        ) : null}
      </section>
      <ClientSettingsForm
        key={JSON.stringify(initial)}
        action={saveClientSettingsAction.bind(null, org)}
        initial={initial}
        readOnly={!access.canSave}
        languages={languages}
      />
    </div>
  );
}
