import { HosesImport } from "@/components/hoses/hoses-import";
import { PageHeader } from "@/components/ui/page-header";
import { actingOrganisation } from "@/lib/core/ctx";
import { canImportHoses } from "@/lib/hoses/access";
import { importCustomerChoices } from "@/lib/hoses/import/import-context";
import { portalBase } from "@/lib/portal/menu";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import type { Metadata } from "next";
import { clientTexts, translator } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { HOSE_IMPORT_TEMPLATES, importRuleMessages } from "@/components/imports/import-rule-messages";

/** The page's title in its language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await pageLocale(), "hoseImport")("title") };
}

/**
 * The hose import: a distributor or client admin picks the customer; a customer's Admin or
 * Manager imports into its own hoses.
 */
export default async function Page({ params }: { params: Promise<{ org: string }> }) {
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canImportHoses(ctx));
  const customers = await importCustomerChoices(ctx);
  const own = ctx.flags.isCustomer ? (actingOrganisation(ctx)?.id ?? null) : null;
  const locale = await pageLocale();
  const text = {
    ...clientTexts(locale, "hoseImport"),
    locale,
    preview: clientTexts(locale, "importPreview"),
    rules: importRuleMessages(locale, HOSE_IMPORT_TEMPLATES),
  };
  return (
    <div className="space-y-6">
      <PageHeader title={text.title} />
      <HosesImport
        org={org}
        customers={customers}
        ownCustomerId={own}
        hosesHref={`${portalBase(ctx.organisation)}/hoses`}
        text={text}
      />
    </div>
  );
}
