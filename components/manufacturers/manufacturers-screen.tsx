import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { InfoPanel } from "@/components/ui/status-message";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { clientSettingsAccess } from "@/lib/clients/access";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { listManufacturers } from "@/lib/manufacturers";
import { clientTexts } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/list-filters";
import { pageLocale } from "@/lib/web/locale";
import { ManufacturersTable } from "./manufacturers-table";

/** SPEC §2.5 ClientManufacturers (guard clientAdminRole): the list under its dialog routes. */
export async function ManufacturersScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  const query = listQueryFromSearchParams(searchParams);
  // Like Client settings: a system admin who is not a client admin of this client reads only.
  const { canSave } = clientSettingsAccess(ctx);
  const { meta, items } = await loadList(() => listManufacturers(ctx, query));
  const locale = await pageLocale();
  const text = clientTexts(locale, "manufacturers");
  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        actions={
          canSave ? (
            <ButtonLink href={`/portal/${org}/client-manufacturers/add`} scroll={false}>
              {text.addNew}
            </ButtonLink>
          ) : undefined
        }
      />
      {canSave ? null : (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{text.readOnly}</p>
          <ButtonLink href={`/portal/${org}/clients/${ctx.client.id}/users`}>{text.loginAsAdmin}</ButtonLink>
        </InfoPanel>
      )}
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, locale) } : null}
        text={{ ...clientTexts(locale, "list"), locale }}
      >
        <ManufacturersTable rows={items} organisationId={org} canManage={canSave} text={text} />
      </ListView>
    </div>
  );
}
