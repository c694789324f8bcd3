import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHeader } from "@/components/ui/page-header";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { listClients } from "@/lib/clients";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { clientTexts, translateEnglish } from "@/lib/i18n/catalogue";
import { filtersIn } from "@/lib/i18n/list-filters";
import { pageLocale } from "@/lib/web/locale";
import { ClientsTable } from "./clients-table";

/** SPEC §2.1 Clients (Manage clients, system admin). */
export async function ClientsScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "superAdminRole");
  const query = listQueryFromSearchParams(searchParams);
  const { meta, items } = await loadList(() => listClients(ctx, query));
  const locale = await pageLocale();
  const text = clientTexts(locale, "clients");
  return (
    <div className="space-y-6">
      <PageHeader
        title={translateEnglish("Manage clients", locale, "menu")}
        actions={
          <ButtonLink href={`/portal/${org}/clients/add`} scroll={false}>
            {text.addClient}
          </ButtonLink>
        }
      />
      <ListView
        meta={meta ? { ...meta, filters: filtersIn(meta.filters, locale) } : null}
        text={{ ...clientTexts(locale, "list"), locale }}
      >
        <ClientsTable rows={items} organisationId={org} text={text} />
      </ListView>
    </div>
  );
}
