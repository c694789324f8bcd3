import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import {
  createManufacturerAction,
  deleteManufacturerAction,
  updateManufacturerAction,
} from "@/lib/actions/manufacturers";
import { requireAccess, requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { clientSettingsAccess } from "@/lib/clients/access";
import { getManufacturer } from "@/lib/manufacturers";
import { DeleteManufacturerForm, ManufacturerForm } from "./manufacturer-forms";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/core/errors";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

const texts = async () => clientTexts(await pageLocale(), "manufacturers");

type Props = { org: string; mode: RouteDialogMode };

const listHref = (org: string) => `/portal/${org}/client-manufacturers`;

async function guard(org: string) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "clientAdminRole");
  // The dialogs change manufacturers: a system admin who is not a client admin has the list only.
  requireAccess(ctx, clientSettingsAccess(ctx).canSave);
  return ctx;
}

async function load(org: string, id: string) {
  const ctx = await guard(org);
  try {
    return await getManufacturer(ctx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function AddManufacturerDialog({ org, mode }: Props) {
  await guard(org);
  const text = await texts();
  return (
    <RouteDialog title={text.add} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <ManufacturerForm action={createManufacturerAction.bind(null, org)} submitLabel={text.add} text={text} />
    </RouteDialog>
  );
}

export async function EditManufacturerDialog({ org, mode, manufacturerId }: Props & { manufacturerId: string }) {
  const row = await load(org, manufacturerId);
  const text = await texts();
  return (
    <RouteDialog title={text.editTitle} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <ManufacturerForm
        action={updateManufacturerAction.bind(null, org, row.id)}
        name={row.name}
        submitLabel={text.save}
        text={text}
      />
    </RouteDialog>
  );
}

export async function DeleteManufacturerDialog({ org, mode, manufacturerId }: Props & { manufacturerId: string }) {
  const row = await load(org, manufacturerId);
  const text = await texts();
  return (
    <RouteDialog title={text.deleteTitle} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <DeleteManufacturerForm action={deleteManufacturerAction.bind(null, org, row.id)} name={row.name} text={text} />
    </RouteDialog>
  );
}
