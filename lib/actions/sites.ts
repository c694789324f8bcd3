"use server";
import { createSite } from "@/lib/sites/create-site";
import { deleteSite } from "@/lib/sites/delete-site";
import { getSite } from "@/lib/sites/get-site";
import { siteAddedMessage, siteSavedMessage } from "@/lib/sites/messages";
import { SiteCreateSchema, SiteUpdateSchema } from "@/lib/sites/schemas";
import { updateSite } from "@/lib/sites/update-site";
import { portalAction } from "./action";

/** SitesAndZones dialogs and quick view: the services check who sees and who changes. */
export const createSiteAction = portalAction(
  {
    schema: SiteCreateSchema,
    input: ({ form }, customerId: string, parentId: string | null) => ({
      ...form,
      organisationId: customerId,
      parentId,
    }),
  },
  async ({ ctx, input }) => ({ message: siteAddedMessage((await createSite(ctx, input)).name) }),
);

/** Rename and/or move: the form sends `name` and `parentId` ("" for 'Top level (site)'). */
export const updateSiteAction = portalAction(
  { schema: SiteUpdateSchema, input: ({ form }, id: string) => ({ ...form, id }) },
  async ({ ctx, input }) => ({ message: siteSavedMessage((await updateSite(ctx, input)).name) }),
);

export const deleteSiteAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: await deleteSite(ctx, id),
}));

/** The quick view of a node: its trail and counts. */
export const getSiteAction = portalAction({}, async ({ ctx }, id: string) => ({ data: await getSite(ctx, id) }));
