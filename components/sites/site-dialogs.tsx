import { ErrorList } from "@/components/ui/error-list";
import { orNotFound } from "@/lib/core/errors";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { createSiteAction, deleteSiteAction, updateSiteAction } from "@/lib/actions/sites";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { portalBase } from "@/lib/portal/menu";
import { getSite } from "@/lib/sites/get-site";
import { listSiteTree } from "@/lib/sites/list-sites";
import { sitesLinks, sitesScreen } from "@/lib/sites/screen";
import { flattenSiteTree, parentChoices } from "@/lib/sites/tree";
import { clientTexts } from "@/lib/i18n/catalogue";
import { formatText } from "@/lib/i18n/format-text";
import { pageLocale } from "@/lib/web/locale";
import { AddSiteForm, DeleteSiteForm, EditSiteForm } from "./site-forms";
import type { SitesText } from "./sites-text";

/**
 * The dialog routes of SitesAndZones (SPEC §2.1), all adminRole: add/{organisationId}/{parentId?}
 * (SiteAdd), {siteId} (SiteEdit: rename and move), {siteId}/delete (SiteDelete). Each checks
 * its own guard: it may be the first thing rendered on a direct visit.
 */

type Props = { org: string; mode: RouteDialogMode };

async function guard(org: string) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "adminRole");
  const screen = sitesScreen(ctx.flags);
  const base = portalBase(ctx.organisation);
  return {
    ctx,
    text: clientTexts(await pageLocale(), "sites"),
    listHref: (customerId: string) => sitesLinks(base, screen, customerId).list,
    root: `${base}/sites-and-zones`,
  };
}

function NotFound({ mode, listHref, text }: { mode: RouteDialogMode; listHref: string; text: SitesText }) {
  return (
    <RouteDialog title={text.notFoundTitle} mode={mode} listHref={listHref}>
      <ErrorList messages={[text.notFound]} />
    </RouteDialog>
  );
}

/** The customer of a site, for the screen under a directly visited dialog (null when not visible). */
export async function customerOfSite(org: string, siteId: string): Promise<string | null> {
  const ctx = await requirePortalCtx(org);
  return (await orNotFound(getSite(ctx, siteId)))?.organisationId ?? null;
}

export async function AddSiteDialog({
  org,
  mode,
  organisationId,
  parentId,
}: Props & { organisationId: string; parentId: string | null }) {
  const { ctx, text, listHref, root } = await guard(org);
  const tree = await orNotFound(listSiteTree(ctx, organisationId));
  const parent = tree && parentId ? (flattenSiteTree(tree).find((n) => n.id === parentId) ?? null) : null;
  if (!tree || (parentId && !parent))
    return <NotFound mode={mode} listHref={tree ? listHref(organisationId) : root} text={text} />;
  return (
    <RouteDialog
      title={parent ? text.addZone : text.addSite}
      description={parent ? formatText(text.addZoneDescription, { trail: parent.trailName }) : text.addSiteDescription}
      mode={mode}
      listHref={listHref(organisationId)}
    >
      <AddSiteForm
        action={createSiteAction.bind(null, org, organisationId, parent?.id ?? null)}
        submitLabel={parent ? text.addZone : text.addSite}
        text={text}
      />
    </RouteDialog>
  );
}

export async function EditSiteDialog({ org, mode, siteId }: Props & { siteId: string }) {
  const { ctx, text, listHref, root } = await guard(org);
  const site = await orNotFound(getSite(ctx, siteId));
  if (!site) return <NotFound mode={mode} listHref={root} text={text} />;
  const tree = await listSiteTree(ctx, site.organisationId);
  return (
    <RouteDialog
      title={site.parentId ? text.editZone : text.editSite}
      description={site.trailName}
      mode={mode}
      listHref={listHref(site.organisationId)}
    >
      <EditSiteForm
        action={updateSiteAction.bind(null, org, site.id)}
        name={site.name}
        parentId={site.parentId}
        choices={parentChoices(tree, site.id)}
        text={text}
      />
    </RouteDialog>
  );
}

export async function DeleteSiteDialog({ org, mode, siteId }: Props & { siteId: string }) {
  const { ctx, text, listHref, root } = await guard(org);
  const site = await orNotFound(getSite(ctx, siteId));
  if (!site) return <NotFound mode={mode} listHref={root} text={text} />;
  return (
    <RouteDialog
      title={site.parentId ? text.deleteZone : text.deleteSite}
      mode={mode}
      listHref={listHref(site.organisationId)}
    >
      <DeleteSiteForm
        action={deleteSiteAction.bind(null, org, site.id)}
        trailName={site.trailName}
        childCount={site.childCount}
        hoseCount={site.hoseCount}
        text={text}
      />
    </RouteDialog>
  );
}
