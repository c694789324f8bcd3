import { notFound } from "next/navigation";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import { createClientAction, deleteClientAction, updateClientAction } from "@/lib/actions/clients";
import { requirePortalCtx, requireRole } from "@/lib/web/browser-session";
import { getClient } from "@/lib/clients";
import { THEMES } from "@/lib/clients/schemas";
import { AppError } from "@/lib/core/errors";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { ClientForm, DeleteClientForm } from "./client-forms";

const texts = async () => clientTexts(await pageLocale(), "clients");

type Props = { org: string; mode: RouteDialogMode };
const listHref = (org: string) => `/portal/${org}/clients`;

async function guard(org: string) {
  const ctx = await requirePortalCtx(org);
  requireRole(ctx, "superAdminRole");
  return ctx;
}

async function load(org: string, id: string) {
  const ctx = await guard(org);
  try {
    return await getClient(ctx, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export async function AddClientDialog({ org, mode }: Props) {
  await guard(org);
  const text = await texts();
  return (
    <RouteDialog title={text.addClient} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <ClientForm
        action={createClientAction.bind(null, org)}
        themes={THEMES}
        submitLabel={text.addClient}
        text={text}
      />
    </RouteDialog>
  );
}

export async function EditClientDialog({ org, mode, clientId }: Props & { clientId: string }) {
  const c = await load(org, clientId);
  const text = await texts();
  return (
    <RouteDialog title={text.editClient} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <ClientForm
        action={updateClientAction.bind(null, org, c.id)}
        initial={c}
        themes={THEMES}
        submitLabel={text.saveClient}
        text={text}
      />
    </RouteDialog>
  );
}

export async function DeleteClientDialog({ org, mode, clientId }: Props & { clientId: string }) {
  const c = await load(org, clientId);
  const text = await texts();
  return (
    <RouteDialog title={text.deleteClient} mode={mode} listHref={listHref(org)} closeLabel={text.close}>
      <DeleteClientForm action={deleteClientAction.bind(null, org, c.id)} name={c.name} text={text} />
    </RouteDialog>
  );
}
