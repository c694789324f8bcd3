import type { AuthedCtx } from "@/lib/core/ctx";
import { listCatalogueOptions } from "@/lib/catalogue/list-catalogue";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/core/errors";
import { fieldLevels, type FieldLevels } from "./field-levels";
import { inClient } from "@/lib/core/scope";
import { visibleCustomers } from "./access";
import { zoneOptions } from "./zones";

type Option = { value: string; label: string };

export type HoseFormOptions = {
  customerId: string;
  zones: Option[];
  configurations: Option[];
  fields: FieldLevels;
  intervals: { hoseInspectionMonths: number; hoseReplacementMonths: number };
};

/** The customers a hose can be created for (SPEC §9: pick lists load up to 1000). */
export async function hoseCustomerOptions(ctx: AuthedCtx): Promise<Option[]> {
  const rows = await db().organisation.findMany({
    where: { AND: [visibleCustomers(ctx), { deletedAt: null }] },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
    take: 1000,
  });
  return rows.map((o) => ({ value: o.id, label: o.name }));
}

/**
 * The hose form's choices for one customer: its locations by full trail, the configurations
 * of its library and its distributor's (not hidden; SPEC §9 up to 10000), its optional-field
 * levels and timeline. `keepConfigurationId`: the hose's current configuration stays a choice
 * even when hidden since.
 */
export async function hoseFormOptions(
  ctx: AuthedCtx,
  customerId: string,
  keepConfigurationId?: string | null,
): Promise<HoseFormOptions> {
  const customer = await db().organisation.findFirst({ where: { AND: [visibleCustomers(ctx), { id: customerId }] } });
  if (!customer) throw notFound("Customer not found");
  const owners = [customer.id, ...(customer.distributorId ? [customer.distributorId] : [])];
  const [zones, configurations] = await Promise.all([
    zoneOptions(ctx, customer.id),
    db().hoseConfiguration.findMany({
      where: inClient(ctx, {
        organisationId: { in: owners },
        OR: [{ hidden: false }, ...(keepConfigurationId ? [{ id: keepConfigurationId }] : [])],
      }),
      select: { id: true, name: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: 10_000,
    }),
  ]);
  return {
    customerId: customer.id,
    zones: zones.map((z) => ({ value: z.id, label: z.trailName })),
    configurations: configurations.map((c) => ({ value: c.id, label: c.name })),
    fields: fieldLevels(customer.fields),
    intervals: {
      hoseInspectionMonths: customer.hoseInspectionMonths,
      hoseReplacementMonths: customer.hoseReplacementMonths,
    },
  };
}

/** Manufacturer names of the catalogue, suggested in the form's manufacturer field. */
export async function manufacturerNames(ctx: AuthedCtx): Promise<string[]> {
  return (await listCatalogueOptions(ctx)).manufacturers.map((m) => m.name);
}
