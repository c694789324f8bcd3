import { visibleActivity } from "@/lib/activity/access";
import { ACTIVITY_ORDER, activityListWhere, toActivityRows } from "@/lib/activity/list-activity";
import type { ActivityRow } from "@/lib/audit/schemas";
import { ROLE_LABELS } from "@/lib/core/roles";
import type { CsvColumn } from "@/lib/csv/write-csv";
import { formatDate, today as todayDate } from "@/lib/dates";
import { readDb } from "@/lib/db/client";
import {
  HOSE_CONFIGURATION_ORDER,
  hoseConfigurationListWhere,
} from "@/lib/hose-configurations/list-hose-configurations";
import { hoseConfigurationInclude, toHoseConfigurationRow } from "@/lib/hose-configurations/row";
import { toHoseRow } from "@/lib/hoses/hose-row";
import { hoseRowsByIds } from "@/lib/hoses/hose-rows-by-id";
import { hoseKeysetOrder, hoseListWhere } from "@/lib/hoses/list-hoses";
import { resultLabel, statusChip } from "@/lib/hoses/screen";
import { inspectionRowsByIds } from "@/lib/inspections/inspection-rows-by-id";
import { INSPECTION_KEYSET, inspectionWhere, toInspectionRow } from "@/lib/inspections/list-inspections";
import type { Prisma } from "@/lib/generated/prisma/client";
import { keysetOrderBy, keysetSelect, type KeysetOrder } from "@/lib/lists/keyset";
import { stringFilter } from "@/lib/lists/paginate";
import { ORGANISATION_ORDER, organisationListWhere } from "@/lib/organisations/list-organisations";
import { organisationRowInclude, toOrganisationRow } from "@/lib/organisations/organisation-row";
import { quoteRowInclude, toQuoteRow } from "@/lib/quotes/quote-row";
import { USER_ORDER, userListWhere } from "@/lib/users";
import { toUserRow, userRowInclude } from "@/lib/users/user-row";
import { blankTemplateExporter, existingTemplateExporter } from "@/lib/hose-configurations/import/template-export";
import { batchExporter, batchTagsExporter } from "@/lib/tags/batch-exports";
import { QUOTE_ORDER, quoteListWhere } from "@/lib/quotes/list-quotes";
import { assertCanExport, type Exporter } from "./exporter";
import { afterKey, inIdOrder, keysetIdBatches, orderedBatches } from "./keyset";

/** Keeps each exporter's row type while the registry holds them side by side. */
function exporter<T>(e: Exporter<T>): Exporter<unknown> {
  return e as unknown as Exporter<unknown>;
}

/** A Prisma orderBy of a list's keyset order (each list's findMany takes its own model's type). */
const orderBy = <T>(order: KeysetOrder) => keysetOrderBy(order) as T[];

const yesNo = (v: boolean | 0 | 1 | null | undefined) => (v ? "Yes" : "No");
/** "YYYY-MM-DD" -> DD/MM/YYYY by slicing: formatDate's date-fns round trip is the hot spot of a 100,000-row export. */
const date = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");

const organisations = exporter({
  name: "organisations",
  assert: assertCanExport,
  columns: [
    { header: "Name", value: (o) => o.name },
    { header: "Account code", value: (o) => o.accountCode },
    { header: "Type", value: (o) => (o.isDistributor ? "Distributor" : "Customer") },
    { header: "Distributor", value: (o) => o.distributorName },
    { header: "Contact name", value: (o) => o.contactName },
    { header: "Contact email", value: (o) => o.contactEmail },
    { header: "Address line 1", value: (o) => o.addressLine1 },
    { header: "Address line 2", value: (o) => o.addressLine2 },
    { header: "Town", value: (o) => o.town },
    { header: "Post code", value: (o) => o.postCode },
    { header: "Tagged hoses", value: (o) => o.hoseCount },
    { header: "Archived", value: (o) => yesNo(o.deletedAt !== null) },
  ] satisfies CsvColumn<ReturnType<typeof toOrganisationRow>>[],
  async rows(ctx, filters) {
    const where = await organisationListWhere(ctx, { page: 1, limit: 1, filters });
    return mapBatches(
      orderedBatches(ORGANISATION_ORDER, (segment, take) =>
        readDb().organisation.findMany({
          where: { AND: [where, segment] },
          include: organisationRowInclude,
          orderBy: orderBy<Prisma.OrganisationOrderByWithRelationInput>(ORGANISATION_ORDER),
          take,
        }),
      ),
      toOrganisationRow,
    );
  },
});

const users = exporter({
  name: "users",
  assert: assertCanExport,
  columns: [
    { header: "First name", value: (u) => u.firstName },
    { header: "Last name", value: (u) => u.lastName },
    { header: "Email", value: (u) => u.email },
    { header: "Client admin", value: (u) => yesNo(u.clientAdmin) },
    {
      header: "Organisations",
      value: (u) =>
        u.organisations
          .map((o) => `${o.name} (${ROLE_LABELS[o.role]}${o.receiveQuotes ? ", quote contact" : ""})`)
          .join("; "),
    },
  ] satisfies CsvColumn<ReturnType<typeof toUserRow>>[],
  async rows(ctx, filters) {
    const { where, organisationId } = userListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(USER_ORDER, (segment, take) =>
        readDb().user.findMany({
          where: { AND: [where, segment] },
          include: userRowInclude,
          orderBy: orderBy<Prisma.UserOrderByWithRelationInput>(USER_ORDER),
          take,
        }),
      ),
      (u) => toUserRow(u, organisationId),
    );
  },
});

const hoses = exporter({
  name: "hoses",
  assert: assertCanExport,
  columns: [
    { header: "Tag id", value: (h) => h.tagId },
    { header: "Name", value: (h) => h.name },
    { header: "Status", value: (h) => statusChip(h.status).label },
    { header: "Customer", value: (h) => h.customerName },
    { header: "Distributor", value: (h) => h.distributorName },
    { header: "Location", value: (h) => h.organisationZoneName ?? "Uninstalled" },
    { header: "Configuration", value: (h) => h.hoseConfigurationName },
    { header: "Manufacturer", value: (h) => h.manufacturer },
    { header: "Manufacture date", value: (h) => date(h.manufactureDate) },
    { header: "Build date", value: (h) => date(h.buildDate) },
    { header: "Installation date", value: (h) => date(h.installationDate) },
    { header: "Next inspection", value: (h) => date(h.nextInspectionDate) },
    { header: "Last inspection", value: (h) => date(h.lastInspectionDate) },
    { header: "Last inspected by", value: (h) => h.lastInspectionName },
    { header: "Replacement date", value: (h) => date(h.replacementDate) },
    { header: "Replacement warning", value: (h) => yesNo(h.replacementWarning) },
    { header: "Archived", value: (h) => yesNo(h.deletedAt !== null) },
  ] satisfies CsvColumn<ReturnType<typeof toHoseRow>>[],
  async rows(ctx, filters) {
    const today = todayDate();
    const where = await hoseListWhere(ctx, filters, today);
    // The list's sort as the user chose it (the same filter), so the file reads as the screen.
    const order = hoseKeysetOrder(stringFilter(filters, "sort"));
    return mapBatches(
      // The list's where-clause picks each batch's keys in its order; one joined query reads their rows.
      keysetIdBatches(
        afterKey(order, (segment, take) =>
          readDb().hose.findMany({
            where: { AND: [where, segment] },
            select: keysetSelect(order) as Prisma.HoseSelect,
            orderBy: orderBy<Prisma.HoseOrderByWithRelationInput>(order),
            take,
          }),
        ),
        async (keys) => {
          const ids = keys.map((k) => k.id);
          return inIdOrder(ids, await hoseRowsByIds(ids));
        },
      ),
      (h) => toHoseRow(h, today),
    );
  },
});

const inspections = exporter({
  name: "inspections",
  assert: assertCanExport,
  columns: [
    { header: "Inspection date", value: (i) => date(i.inspectionDate) },
    { header: "Result", value: (i) => resultLabel(i.inspectionResult) },
    { header: "Inspected by", value: (i) => i.inspectionName },
    { header: "Tag id", value: (i) => i.tagId },
    { header: "Hose", value: (i) => i.name },
    { header: "Customer", value: (i) => i.customerName },
    { header: "Distributor", value: (i) => i.distributorName },
    { header: "Location", value: (i) => i.organisationZoneName ?? "Uninstalled" },
    { header: "Configuration", value: (i) => i.hoseConfigurationName },
    { header: "Next inspection", value: (i) => date(i.nextInspectionDate) },
    { header: "Notes", value: (i) => i.notes },
  ] satisfies CsvColumn<ReturnType<typeof toInspectionRow>>[],
  async rows(ctx, filters) {
    const today = todayDate();
    const where = await inspectionWhere(ctx, filters);
    return mapBatches(
      // As for hoses: the where-clause picks each batch's ids, the bulk pool reads their rows.
      keysetIdBatches(
        afterKey(INSPECTION_KEYSET, (segment, take) =>
          readDb().hoseMeta.findMany({
            where: { AND: [where, segment] },
            select: keysetSelect(INSPECTION_KEYSET) as Prisma.HoseMetaSelect,
            orderBy: orderBy<Prisma.HoseMetaOrderByWithRelationInput>(INSPECTION_KEYSET),
            take,
          }),
        ),
        async (keys) => {
          const ids = keys.map((k) => k.id);
          return inIdOrder(ids, await inspectionRowsByIds(ids));
        },
      ),
      (m) => toInspectionRow(m, today),
    );
  },
});

const quotes = exporter({
  name: "quotes",
  assert: assertCanExport,
  columns: [
    { header: "Quote", value: (q) => q.title },
    { header: "Requested by", value: (q) => q.requesterOrganisation.name },
    { header: "Sent to", value: (q) => q.receiverOrganisation.name },
    { header: "Requester", value: (q) => q.requesterUser?.fullName ?? "" },
    { header: "Hose", value: (q) => q.hose?.name ?? "" },
    { header: "Tag id", value: (q) => q.hose?.tagId ?? "" },
    { header: "Location", value: (q) => q.hose?.organisationZone ?? "" },
    { header: "Message", value: (q) => q.message },
    { header: "Created", value: (q) => formatDate(q.createdAt) },
    { header: "Completed", value: (q) => (q.completedAt ? formatDate(q.completedAt) : "") },
  ] satisfies CsvColumn<ReturnType<typeof toQuoteRow>>[],
  async rows(ctx, filters) {
    const where = quoteListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(QUOTE_ORDER, (segment, take) =>
        readDb().quote.findMany({
          where: { AND: [where, segment] },
          include: quoteRowInclude,
          orderBy: orderBy<Prisma.QuoteOrderByWithRelationInput>(QUOTE_ORDER),
          take,
        }),
      ),
      (q) => toQuoteRow(ctx, q),
    );
  },
});

const hoseConfigurations = exporter({
  name: "hose-configurations",
  assert: assertCanExport,
  columns: [
    { header: "Name", value: (c) => c.name },
    { header: "Organisation", value: (c) => c.organisationName },
    { header: "Hose type", value: (c) => c.type },
    { header: "Bore size", value: (c) => c.boreSize },
    { header: "Display pressure", value: (c) => c.displayPressure },
    { header: "Length", value: (c) => c.length },
    { header: "Connection 1", value: (c) => c.connection1 },
    { header: "Connection 1 size", value: (c) => c.connection1JumpSize },
    { header: "Connection 1 type", value: (c) => c.connection1Type },
    { header: "Connection 2", value: (c) => c.connection2 },
    { header: "Connection 2 size", value: (c) => c.connection2JumpSize },
    { header: "Connection 2 type", value: (c) => c.connection2Type },
    { header: "Orientation", value: (c) => c.orientation },
    { header: "Manufacturer", value: (c) => c.manufacturer },
    { header: "Sleeving", value: (c) => yesNo(c.sleeving) },
    { header: "Test certificate", value: (c) => yesNo(c.testCertificate) },
    { header: "Conformity certificate", value: (c) => yesNo(c.conformityCertificate) },
    { header: "Notes", value: (c) => c.notes },
    { header: "Tagged hoses", value: (c) => c.hoseCount },
  ] satisfies CsvColumn<ReturnType<typeof toHoseConfigurationRow>>[],
  async rows(ctx, filters) {
    const where = hoseConfigurationListWhere(ctx, filters);
    return mapBatches(
      orderedBatches(HOSE_CONFIGURATION_ORDER, (segment, take) =>
        readDb().hoseConfiguration.findMany({
          where: { AND: [where, segment] },
          include: hoseConfigurationInclude,
          orderBy: orderBy<Prisma.HoseConfigurationOrderByWithRelationInput>(HOSE_CONFIGURATION_ORDER),
          take,
        }),
      ),
      toHoseConfigurationRow,
    );
  },
});

async function* mapBatches<R, T>(batches: AsyncIterable<R[]>, map: (row: R) => T): AsyncGenerator<T[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** The audit trail, newest first as the Activity list shows it. */
const activity = exporter({
  name: "activity",
  assert: (ctx) => void visibleActivity(ctx),
  columns: [
    { header: "When (UTC)", value: (a) => a.createdAt.replace("T", " ").slice(0, 19) },
    { header: "Who", value: (a) => a.actorName },
    { header: "Impersonated by", value: (a) => a.impersonatorName },
    { header: "Action", value: (a) => a.actionLabel },
    { header: "What", value: (a) => a.entity },
    { header: "Record", value: (a) => a.label },
    { header: "Record id", value: (a) => a.entityId },
    {
      header: "Changes",
      value: (a) => a.changes.map((c) => `${c.label}: ${c.beforeText} -> ${c.afterText}`).join("; "),
    },
    { header: "Details", value: (a) => (a.data ? JSON.stringify(a.data) : "") },
    { header: "Request id", value: (a) => a.requestId },
  ] satisfies CsvColumn<ActivityRow>[],
  async rows(ctx, filters) {
    const where = activityListWhere(ctx, filters);
    // Names in place of ids, as on the Activity page: one query per kind of record per batch.
    const batches = orderedBatches(ACTIVITY_ORDER, (segment, take) =>
      readDb().auditEvent.findMany({
        where: { AND: [where, segment] },
        orderBy: orderBy<Prisma.AuditEventOrderByWithRelationInput>(ACTIVITY_ORDER),
        take,
      }),
    );
    return (async function* () {
      for await (const batch of batches) yield await toActivityRows(ctx, batch);
    })();
  },
});

/** Every list of SPEC 7 `GET /{resource}/export`, by resource. */
export const EXPORTERS: Record<string, Exporter<unknown>> = {
  activity,
  organisations,
  users,
  hoses,
  inspections,
  quotes,
  "hose-configurations": hoseConfigurations,
  batches: batchExporter,
  "batch-tags": batchTagsExporter,
  "hose-configuration-existing": existingTemplateExporter,
  "hose-configuration-template": blankTemplateExporter,
};

/** `hoses-2026-11-23.csv`: the list and the day it was exported. */
export function exportFilename(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
