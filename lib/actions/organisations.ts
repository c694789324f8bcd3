"use server";
import { setOrganisationArchived } from "@/lib/organisations/archive-organisation";
import { linkCustomer, setConfigurationsVisible, unlinkCustomer } from "@/lib/organisations/customer-links";
import { saveOrganisation } from "@/lib/organisations/save-organisation";
import { OrganisationLinkSchema, OrganisationSaveSchema } from "@/lib/organisations/schemas";
import { z } from "zod";
import { portalActionCtx } from "./ctx";
import { formObject, runAction, type ActionState } from "./state";

/**
 * Server actions of the Organisations / Customers screen. Each builds the Ctx of the portal
 * organisation it was called from and calls the same service as /api/v1/organisations; the
 * service decides what the caller may do. Messages are the API's user-message texts.
 */

/** Ids arrive from the browser: anything but a uuid is simply not found. */
const Id = z.uuid("Not found");

/** Add (id null) or edit an organisation. isDistributor/distributorId count for client admins only. */
export async function saveOrganisationAction(
  organisationId: string,
  id: string | null,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const raw = formObject(formData, ["isDistributor"]);
    const input = OrganisationSaveSchema.parse({
      ...raw,
      isDistributor: ctx.flags.isClientAdmin ? raw.isDistributor : undefined,
      distributorId: raw.distributorId || null,
    });
    const saved = await saveOrganisation(ctx, input, id === null ? undefined : Id.parse(id));
    const message = id
      ? `${saved.name} has been saved`
      : `${saved.name} has been added, its account code is ${saved.accountCode}`;
    return { ok: true, errors: {}, message };
  });
}

export async function archiveOrganisationAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const message = await setOrganisationArchived(await portalActionCtx(organisationId), Id.parse(id), true);
    return { ok: true, errors: {}, message };
  });
}

/** SPEC 4: unarchive is direct (no dialog). */
export async function unarchiveOrganisationAction(organisationId: string, id: string): Promise<ActionState> {
  return runAction(async () => {
    const message = await setOrganisationArchived(await portalActionCtx(organisationId), Id.parse(id), false);
    return { ok: true, errors: {}, message };
  });
}

export async function linkCustomerAction(
  organisationId: string,
  _prev: ActionState,
  formData: FormData,
): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await portalActionCtx(organisationId);
    const input = OrganisationLinkSchema.parse(formObject(formData, ["configurationsVisible"]));
    const { message } = await linkCustomer(ctx, input.accountCode, input.configurationsVisible);
    return { ok: true, errors: {}, message };
  });
}

export async function unlinkCustomerAction(organisationId: string, customerId: string): Promise<ActionState> {
  return runAction(async () => {
    const message = await unlinkCustomer(await portalActionCtx(organisationId), Id.parse(customerId));
    return { ok: true, errors: {}, message };
  });
}

export async function setConfigurationsVisibleAction(
  organisationId: string,
  customerId: string,
  visible: boolean,
): Promise<ActionState> {
  return runAction(async () => {
    const message = await setConfigurationsVisible(
      await portalActionCtx(organisationId),
      Id.parse(customerId),
      visible === true,
    );
    return { ok: true, errors: {}, message };
  });
}
