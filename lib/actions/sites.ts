"use server";
import { portalActionCtx } from "@/lib/actions/ctx";
import { formObject, runAction, type ActionState } from "@/lib/actions/state";
import { createSite } from "@/lib/sites/create-site";
import { deleteSite } from "@/lib/sites/delete-site";
import { getSite } from "@/lib/sites/get-site";
import { siteAddedMessage, siteSavedMessage } from "@/lib/sites/notices";
import { SiteCreateSchema, SiteUpdateSchema, type SiteDetail } from "@/lib/sites/schemas";
import { updateSite } from "@/lib/sites/update-site";

/** SitesAndZones (SPEC 2.5) dialogs and quick view: the services check who sees and who changes. */
export async function createSiteAction(
  organisationId: string,
  customerId: string,
  parentId: string | null,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await createSite(
      ctx,
      SiteCreateSchema.parse({ ...formObject(formData), organisationId: customerId, parentId }),
    );
    return { ok: true, errors: {}, message: siteAddedMessage(row.name) };
  });
}

/** Rename and/or move: the form sends `name` and `parentId` ("" for 'Top level (site)'). */
export async function updateSiteAction(
  organisationId: string,
  id: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const row = await updateSite(ctx, SiteUpdateSchema.parse({ ...formObject(formData), id }));
    return { ok: true, errors: {}, message: siteSavedMessage(row.name) };
  });
}

export async function deleteSiteAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, message: await deleteSite(ctx, id) };
  });
}

/** The quick view of a node: its trail and counts. */
export async function getSiteAction(organisationId: string, id: string): Promise<ActionState<SiteDetail>> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    return { ok: true, errors: {}, data: await getSite(ctx, id) };
  });
}
