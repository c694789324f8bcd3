import { recordAudit, type AuditEntry } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/auth/ctx";
import { db } from "@/lib/db/client";
import { conflictOnDuplicate } from "@/lib/db/unique";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, forbidden, notFound } from "@/lib/http/errors";
import { listResponse, pageWindow, stringFilter, textFilter } from "@/lib/lists/paginate";
import type { ListQuery } from "@/lib/lists/schemas";
import { sanitizeRichText } from "@/lib/rich-text";
import { forgetClientCache } from "@/lib/tenant/resolve-client";
import type { z } from "zod";
import type { ClientCreateInput, ClientRowSchema, ClientSettingsInput, ClientUpdateInput } from "./schemas";

/**
 * Client settings (client admins, their own client) and Manage clients (system admins).
 * Rich text is sanitised on save here, and again on render.
 */

function richText(input: { termsAndConditions?: string | null; privacyPolicy?: string | null }) {
  return {
    termsAndConditions: input.termsAndConditions ? sanitizeRichText(input.termsAndConditions) || null : null,
    privacyPolicy: input.privacyPolicy ? sanitizeRichText(input.privacyPolicy) || null : null,
  };
}

export async function updateClientSettings(ctx: AuthedCtx, input: ClientSettingsInput): Promise<string> {
  if (!ctx.flags.isClientAdmin) throw forbidden();
  await db().$transaction(async (tx) => {
    const before = await tx.client.findUniqueOrThrow({ where: { id: ctx.client.id } });
    const after = await tx.client.update({
      where: { id: ctx.client.id },
      data: {
        manualHoseConfiguration: input.manualHoseConfiguration,
        metaTitle: input.metaTitle,
        metaDescription: input.metaDescription,
        ...richText(input),
      },
    });
    await recordAudit(tx, ctx, clientEntry("client.settings", after, { before, after }));
  });
  await forgetClientCache();
  return "Client settings saved";
}

function requireSystemAdmin(ctx: AuthedCtx) {
  if (!ctx.flags.isSystemAdmin) throw forbidden();
}

const clientInclude = { hostnames: { select: { hostname: true }, orderBy: { hostname: "asc" } } } as const;
type ClientWithHosts = Prisma.ClientGetPayload<{ include: typeof clientInclude }>;

/** A client as Manage clients shows it (system admins only: contact data included). */
function toClientRow(c: ClientWithHosts): z.infer<typeof ClientRowSchema> {
  // Field by field (review L9): a column added later is not answered until it is listed here.
  return {
    id: c.id,
    name: c.name,
    primaryUrl: c.primaryUrl,
    theme: c.theme,
    manualHoseConfiguration: c.manualHoseConfiguration,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    website: c.website,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    termsAndConditions: c.termsAndConditions,
    privacyPolicy: c.privacyPolicy,
    hostnames: c.hostnames.map((h) => h.hostname),
    hasLogo: c.logoKey !== null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function listClients(ctx: AuthedCtx, query: ListQuery) {
  requireSystemAdmin(ctx);
  const search = stringFilter(query.filters, "search");
  const where: Prisma.ClientWhereInput = search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" } },
          { hostnames: { some: { hostname: { contains: search.toLowerCase() } } } },
        ],
      }
    : {};
  const [total, rows] = await Promise.all([
    db().client.count({ where }),
    db().client.findMany({
      where,
      include: clientInclude,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      ...pageWindow(query),
    }),
  ]);
  return listResponse(rows.map(toClientRow), total, query, [
    textFilter({ id: "search", label: "Search", description: "Name or hostname" }, query.filters),
  ]);
}

export async function getClient(ctx: AuthedCtx, id: string) {
  requireSystemAdmin(ctx);
  const row = await db().client.findUnique({ where: { id }, include: clientInclude });
  if (!row) throw notFound("Client not found");
  return toClientRow(row);
}

function clientData(input: ClientCreateInput) {
  return {
    name: input.name,
    primaryUrl: input.primaryUrl.replace(/\/+$/, ""),
    theme: input.theme,
    manualHoseConfiguration: input.manualHoseConfiguration ?? false,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    contactName: input.contactName,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone,
    website: input.website,
    ...richText(input),
  };
}

const HOSTNAME_TAKEN = { hostnames: ["One of these hostnames is already used by another client"] };

/** Hostnames are unique across clients: the first clash is named. */
async function assertHostnamesFree(hostnames: string[], exceptClientId?: string) {
  const taken = await db().clientHostname.findFirst({
    where: { hostname: { in: hostnames }, ...(exceptClientId ? { NOT: { clientId: exceptClientId } } : {}) },
  });
  if (taken) throw conflict({ hostnames: [`${taken.hostname} is already used by another client`] });
}

export async function createClientRecord(ctx: AuthedCtx, input: ClientCreateInput) {
  requireSystemAdmin(ctx);
  await assertHostnamesFree(input.hostnames);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const created = await tx.client.create({
          data: { ...clientData(input), hostnames: { create: input.hostnames.map((hostname) => ({ hostname })) } },
          include: clientInclude,
        });
        const { hostnames: _h, ...fields } = created;
        await recordAudit(
          tx,
          ctx,
          clientEntry("client.create", created, {
            clientId: created.id,
            after: { ...fields, hostnames: input.hostnames },
          }),
        );
        return created;
      }),
    HOSTNAME_TAKEN,
  );
  await forgetClientCache();
  return toClientRow(row);
}

export async function updateClientRecord(ctx: AuthedCtx, input: ClientUpdateInput) {
  requireSystemAdmin(ctx);
  await getClient(ctx, input.id);
  await assertHostnamesFree(input.hostnames, input.id);
  const row = await conflictOnDuplicate(
    () =>
      db().$transaction(async (tx) => {
        const before = await tx.client.findUniqueOrThrow({ where: { id: input.id }, include: { hostnames: true } });
        await tx.clientHostname.deleteMany({ where: { clientId: input.id, hostname: { notIn: input.hostnames } } });
        await tx.clientHostname.createMany({
          data: input.hostnames.map((hostname) => ({ hostname, clientId: input.id })),
          skipDuplicates: true,
        });
        const after = await tx.client.update({
          where: { id: input.id },
          data: clientData(input),
          include: clientInclude,
        });
        const names = (c: { hostnames: { hostname: string }[] }) => c.hostnames.map((h) => h.hostname).sort();
        await recordAudit(
          tx,
          ctx,
          clientEntry("client.update", after, {
            clientId: after.id,
            before: { ...before, hostnames: names(before) },
            after: { ...after, hostnames: names(after) },
          }),
        );
        return after;
      }),
    HOSTNAME_TAKEN,
  );
  await forgetClientCache();
  return toClientRow(row);
}

/** Deleting a client deletes all its data; the client the admin is signed in to cannot go. */
export async function deleteClientRecord(ctx: AuthedCtx, id: string) {
  requireSystemAdmin(ctx);
  if (id === ctx.client.id) throw conflict({ global: ["You cannot delete the client you are signed in to"] });
  const row = await getClient(ctx, id);
  await db().$transaction(async (tx) => {
    // Recorded in the system admin's own client: the deleted client's trail goes with it.
    await recordAudit(tx, ctx, clientEntry("client.delete", row, { before: { name: row.name }, after: null }));
    await tx.client.delete({ where: { id } });
  });
  await forgetClientCache();
  return `${row.name} has been deleted`;
}

/** Client records are managed from the admin portal: no organisation owns the entry. */
export function clientEntry(
  action: string,
  client: { id: string; name: string },
  more: Omit<AuditEntry, "action" | "entity" | "entityId"> = {},
): AuditEntry {
  return { action, entity: "Client", entityId: client.id, label: client.name, organisationId: null, ...more };
}
