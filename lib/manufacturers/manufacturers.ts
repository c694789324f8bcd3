import { recordAudit, type AuditEntry } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db, readDb } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { inClient } from "@/lib/tenant/scope";
import type { ManufacturerCreateInput, ManufacturerUpdateInput } from "./schemas";

/**
 * The client's manufacturers (SPEC 2.5 ClientManufacturers): client admins manage them; every
 * signed-in user of the client reads them (pick lists, GET /config).
 */
function requireClientAdmin(ctx: AuthedCtx) {
  if (!ctx.flags.isClientAdmin) throw forbidden();
}

const select = { id: true, name: true } as const;
const DUPLICATE = { name: ["A manufacturer with this name already exists"] };

/** Read where the other lists read (the read replica when there is one). */
export async function listManufacturers(ctx: AuthedCtx, query: ListQuery) {
  const search = stringFilter(query.filters, "search");
  const where = inClient(ctx, search ? { name: { contains: search, mode: "insensitive" as const } } : {});
  const [total, items] = await Promise.all([
    readDb().manufacturer.count({ where }),
    readDb().manufacturer.findMany({ where, select, orderBy: [{ name: "asc" }, { id: "asc" }], ...pageWindow(query) }),
  ]);
  return listResponse(items, total, query, [textFilter({ id: "search", label: "Search" }, query.filters)]);
}

export async function getManufacturer(ctx: AuthedCtx, id: string) {
  const row = await db().manufacturer.findFirst({ where: inClient(ctx, { id }), select });
  if (!row) throw notFound("Manufacturer not found");
  return row;
}

/** Names are unique per client, compared case-insensitively ("parker" is "Parker"). */
async function assertNameFree(ctx: AuthedCtx, name: string, exceptId?: string) {
  const clash = await db().manufacturer.findFirst({
    where: inClient(ctx, {
      name: { equals: name, mode: "insensitive" as const },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    }),
  });
  if (clash) throw conflict(DUPLICATE);
}

export async function createManufacturer(ctx: AuthedCtx, input: ManufacturerCreateInput) {
  requireClientAdmin(ctx);
  await assertNameFree(ctx, input.name);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const created = await tx.manufacturer.create({ data: { clientId: ctx.client.id, name: input.name }, select });
        await recordAudit(tx, ctx, manufacturerEntry("manufacturer.create", created, { after: created }));
        return created;
      }),
    DUPLICATE,
  );
  await invalidateCatalogue(ctx.client.id);
  return row;
}

export async function updateManufacturer(ctx: AuthedCtx, input: ManufacturerUpdateInput) {
  requireClientAdmin(ctx);
  const before = await getManufacturer(ctx, input.id);
  await assertNameFree(ctx, input.name, input.id);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const after = await tx.manufacturer.update({ where: { id: input.id }, data: { name: input.name }, select });
        await recordAudit(tx, ctx, manufacturerEntry("manufacturer.update", after, { before, after }));
        return after;
      }),
    DUPLICATE,
  );
  await invalidateCatalogue(ctx.client.id);
  return row;
}

/** Deleting a manufacturer keeps the text already recorded on configurations and hoses. */
export async function deleteManufacturer(ctx: AuthedCtx, id: string) {
  requireClientAdmin(ctx);
  const row = await getManufacturer(ctx, id);
  await db().$transaction(async (tx) => {
    await tx.manufacturer.delete({ where: { id: row.id } });
    await recordAudit(tx, ctx, manufacturerEntry("manufacturer.delete", row, { before: row, after: null }));
  });
  await invalidateCatalogue(ctx.client.id);
  return `${row.name} has been deleted`;
}

/** Manufacturers belong to the client (no organisation): client admins see their entries. */
function manufacturerEntry(
  action: string,
  row: { id: string; name: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return { action, entity: "Manufacturer", entityId: row.id, label: row.name, organisationId: null, ...more };
}
