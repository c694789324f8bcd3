"use server";
import { z } from "zod";
import { setOrganisationArchived } from "@/lib/organisations/archive-organisation";
import { linkCustomer, setConfigurationsVisible, unlinkCustomer } from "@/lib/organisations/customer-links";
import { organisationAddedMessage, organisationSavedMessage } from "@/lib/organisations/messages";
import { saveOrganisation } from "@/lib/organisations/save-organisation";
import { OrganisationLinkSchema, OrganisationSaveSchema } from "@/lib/organisations/schemas";
import { portalAction } from "./action";

/**
 * Server actions of the Organisations / Customers screen: the same services as
 * /api/v1/organisations; the service decides what the caller may do and words the notice.
 */

/** Ids arrive from the browser: anything but a uuid is simply not found. */
const Id = z.uuid("Not found");

/** Add (id null) or edit an organisation. isDistributor/distributorId count for client admins only. */
export const saveOrganisationAction = portalAction(
  {
    schema: OrganisationSaveSchema,
    booleans: ["isDistributor"],
    input: ({ form, ctx }, _id: string | null) => ({
      ...form,
      isDistributor: ctx.flags.isClientAdmin ? form.isDistributor : undefined,
      distributorId: form.distributorId || null,
    }),
  },
  async ({ ctx, input }, id) => {
    const saved = await saveOrganisation(ctx, input, id === null ? undefined : Id.parse(id));
    return {
      message: id ? organisationSavedMessage(saved.name) : organisationAddedMessage(saved.name, saved.accountCode),
    };
  },
);

export const archiveOrganisationAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: await setOrganisationArchived(ctx, Id.parse(id), true),
}));

/** Unarchive is direct (no dialog). */
export const unarchiveOrganisationAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: await setOrganisationArchived(ctx, Id.parse(id), false),
}));

export const linkCustomerAction = portalAction(
  { schema: OrganisationLinkSchema, booleans: ["configurationsVisible"] },
  async ({ ctx, input }) => ({
    message: (await linkCustomer(ctx, input.accountCode, input.configurationsVisible)).message,
  }),
);

export const unlinkCustomerAction = portalAction({}, async ({ ctx }, customerId: string) => ({
  message: await unlinkCustomer(ctx, Id.parse(customerId)),
}));

export const setConfigurationsVisibleAction = portalAction(
  {},
  async ({ ctx }, customerId: string, visible: boolean) => ({
    message: await setConfigurationsVisible(ctx, Id.parse(customerId), visible === true),
  }),
);
