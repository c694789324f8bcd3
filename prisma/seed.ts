/**
 * Demo seed: `npm run db:seed`. Idempotent: each client is created whole in one transaction,
 * and a client whose hostnames already exist is left as it is. Refuses to run in production, and
 * into a database that holds any client other than the demo's.
 * Deterministic (seeded PRNG; dates relative to the day it runs, so "overdue" stays overdue).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { hashPassword } from "@/lib/auth/password";
import { createBuiltInChecklists } from "@/lib/checklists/built-in-checklists";
import { addDaysUtc, addMonthsUtc, today as todayUtc } from "@/lib/dates";
import { databaseUrl, env } from "@/lib/env";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { hoseSchedule } from "@/lib/hoses/schedule";
import { FAILURE_REASONS } from "@/lib/hoses/retirement";
import { suggestedName } from "@/lib/hose-configurations/form-rules";
import { lineSpecFrom, lineSpecSelect } from "@/lib/quotes/line-spec";
import { createLocalStorage, storage, type Storage } from "@/lib/storage";
import {
  BORE_SIZES,
  CLIENTS,
  CONNECTIONS,
  demoPrimaryUrl,
  CONNECTION_TYPES,
  DEMO_PASSWORD,
  HOSE_TYPES,
  MANUFACTURERS,
  PRESSURES,
  PRIVACY,
  TERMS,
  type ClientSeed,
  type ZoneSeed,
} from "./seed-data";

type Tx = Prisma.TransactionClient;

export type SeedReport = { created: string[]; skipped: string[] };

export async function seedDemo(
  db: PrismaClient,
  opts: { storage: Storage; now?: Date; port?: number } = { storage: createLocalStorage(".storage") },
): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] };
  // Never into a real installation: only an empty database or the demo's own clients.
  const demoHostnames = CLIENTS.flatMap((c) => c.hostnames);
  const others = await db.client.count({ where: { hostnames: { none: { hostname: { in: demoHostnames } } } } });
  if (others > 0) {
    throw new Error(`refusing to seed demo data: the database holds ${others} client(s) that are not the demo's`);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayUtc(opts.now);
  for (const seed of CLIENTS) {
    const existing = await db.clientHostname.count({ where: { hostname: { in: seed.hostnames } } });
    if (existing > 0) {
      report.skipped.push(seed.name);
      continue;
    }
    const primaryUrl = demoPrimaryUrl(seed, opts.port ?? 3000);
    await db.$transaction((tx) => seedClient(tx, seed, { passwordHash, today, storage: opts.storage, primaryUrl }), {
      timeout: 120_000,
      maxWait: 30_000,
    });
    report.created.push(seed.name);
  }
  return report;
}

type Ctx = { passwordHash: string; today: Date; storage: Storage; primaryUrl: string };

async function seedClient(tx: Tx, seed: ClientSeed, ctx: Ctx): Promise<void> {
  const rand = prng(seed.slug);
  const client = await tx.client.create({
    data: {
      name: seed.name,
      theme: seed.theme,
      primaryUrl: ctx.primaryUrl,
      metaTitle: seed.metaTitle,
      metaDescription: seed.metaDescription,
      ...(seed.languages ? { languages: seed.languages } : {}),
      contactName: seed.contactName,
      contactEmail: seed.contactEmail,
      contactPhone: seed.contactPhone,
      website: seed.website,
      termsAndConditions: TERMS(seed.name),
      privacyPolicy: PRIVACY(seed.name),
      hostnames: { create: seed.hostnames.map((hostname) => ({ hostname })) },
    },
  });
  const clientId = client.id;

  // Catalogue lookups.
  const hoseTypes = await createNamed(tx, "hoseType", clientId, HOSE_TYPES);
  const manufacturers = await createNamed(tx, "manufacturer", clientId, MANUFACTURERS);
  await createNamed(tx, "connectionType", clientId, CONNECTION_TYPES);
  const connections = await createNamed(tx, "connection", clientId, CONNECTIONS);
  const boreIds: string[] = [];
  for (const [i, [name]] of BORE_SIZES.entries()) {
    boreIds.push((await tx.boreSize.create({ data: { clientId, name, sortOrder: i } })).id);
  }
  await tx.sizeMapping.createMany({
    data: HOSE_TYPES.flatMap((type) =>
      (PRESSURES[type] ?? []).flatMap((pressure, i) =>
        pressure === null
          ? []
          : [
              {
                clientId,
                configHoseTypeId: hoseTypes.get(type)!,
                configBoreSizeId: boreIds[i]!,
                displayPressure: pressure,
              },
            ],
      ),
    ),
  });
  // A connection fits its own dash size and one size either side ("jump sizes").
  await tx.connectionJumpSize.createMany({
    data: BORE_SIZES.flatMap(([, dash], i) =>
      CONNECTIONS.flatMap((connection) =>
        [dash - 2, dash, dash + 4]
          .filter((d) => d >= 4)
          .map((d) => ({
            clientId,
            configBoreSizeId: boreIds[i]!,
            configConnectionId: connections.get(connection)!,
            jumpSize: `-${String(d).padStart(2, "0")}`,
          })),
      ),
    ),
  });

  // Organisations (distributors first so customers can point at them).
  const orgs = new Map<string, { id: string; name: string; inspection: number }>();
  const ordered = [...seed.organisations].sort((a, b) => Number(b.isDistributor) - Number(a.isDistributor));
  for (const o of ordered) {
    const row = await tx.organisation.create({
      data: {
        clientId,
        name: o.name,
        accountCode: o.accountCode,
        isDistributor: o.isDistributor,
        distributorId: o.distributor ? orgs.get(o.distributor)!.id : null,
        distributorConfigurationsVisible: o.distributorConfigurationsVisible ?? true,
        contactName: o.contactName,
        contactEmail: `${o.contactName.split(" ")[0]!.toLowerCase()}@${o.key}.example`,
        addressLine1: o.addressLine1,
        town: o.town,
        postCode: o.postCode,
        hoseInspectionMonths: o.hoseInspectionMonths ?? 6,
        requireInspectorCompetence: o.requireInspectorCompetence ?? false,
        requireSignedInspections: o.requireSignedInspections ?? false,
        hoseReplacementMonths: 60,
        hoseReplacementWarningMonths: 3,
        fields: { manufacturer: 0, manufactureDate: 0, sleeving: 0, testCertificate: 0, conformityCertificate: 0 },
        deletedAt: o.archived ? addDaysUtc(ctx.today, -40) : null,
      },
    });
    orgs.set(o.key, { id: row.id, name: row.name, inspection: row.hoseInspectionMonths });
  }
  // Each distributor lists two manufacturers and two hose types at the top of its pick lists.
  for (const o of seed.organisations.filter((x) => x.isDistributor)) {
    const organisationId = orgs.get(o.key)!.id;
    await tx.organisationManufacturer.createMany({
      data: MANUFACTURERS.slice(0, 2).map((m) => ({ organisationId, manufacturerId: manufacturers.get(m)! })),
    });
    await tx.organisationHoseType.createMany({
      data: ["2SN", "4SH"].map((t) => ({ organisationId, hoseTypeId: hoseTypes.get(t)! })),
    });
  }

  // Users and memberships.
  const users = new Map<string, { id: string; fullName: string }>();
  for (const u of seed.users) {
    const row = await tx.user.create({
      data: {
        clientId,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash: ctx.passwordHash,
        emailVerifiedAt: ctx.today,
        termsAcceptedAt: ctx.today,
        clientAdmin: u.clientAdmin ?? false,
        systemAdmin: u.systemAdmin ?? false,
        memberships: {
          create: (u.memberships ?? []).map((m) => ({
            clientId,
            organisationId: orgs.get(m.org)!.id,
            role: m.role,
            receiveQuotes: m.receiveQuotes ?? false,
          })),
        },
      },
    });
    users.set(u.email, { id: row.id, fullName: `${u.firstName} ${u.lastName}` });
    if (u.competence)
      await tx.competence.create({
        data: {
          clientId,
          userId: row.id,
          qualification: u.competence.qualification,
          issuedBy: u.competence.issuedBy,
          validUntil: addDaysUtc(ctx.today, u.competence.validDays),
          // Demo data: checked already, so the inspections that require it can be recorded.
          approvedAt: new Date(),
        },
      });
  }
  const staff = [...users.values()];

  // Sites and zones: hoses are installed in the leaves.
  const leaves = new Map<string, string[]>();
  for (const [orgKey, sites] of Object.entries(seed.zones)) {
    leaves.set(orgKey, await createZones(tx, clientId, orgs.get(orgKey)!.id, null, sites));
  }

  // Configuration libraries.
  const libraries = new Map<string, string[]>();
  let configNumber = 0;
  for (const [orgKey, count] of Object.entries(seed.libraries)) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const spec = configurationSpec(configNumber++, rand);
      ids.push(
        (await tx.hoseConfiguration.create({ data: { clientId, organisationId: orgs.get(orgKey)!.id, ...spec } })).id,
      );
    }
    libraries.set(orgKey, ids);
  }

  // Tags: batches allocated to distributors (only their customers' hoses may take them).
  const createBatch = async (b: NonNullable<ClientSeed["spareBatches"]>[number], ageDays: number) => {
    const batch = await tx.tagBatch.create({
      data: {
        clientId,
        name: b.name,
        userId: staff[0]!.id,
        distributorId: orgs.get(b.distributor)!.id,
        createdAt: addDaysUtc(ctx.today, -ageDays),
      },
    });
    const codes = Array.from({ length: b.size }, (_, i) => `${b.prefix}${String(100001 + i)}`);
    await tx.tag.createMany({ data: codes.map((code) => ({ clientId, batchId: batch.id, code })) });
    return codes;
  };
  const tagIds = await createBatch(seed.tagBatch, 400);
  for (const spare of seed.spareBatches ?? []) await createBatch(spare, 30);

  // Tagged hoses in every state, with their inspections, notes and documents.
  let tagIndex = 0;
  for (const [customerKey, [count, distributorKey]] of Object.entries(seed.hoses)) {
    const customer = orgs.get(customerKey)!;
    const distributor = orgs.get(distributorKey)!;
    const zones = leaves.get(customerKey) ?? [];
    const configs = [...(libraries.get(distributorKey) ?? []), ...(libraries.get(customerKey) ?? [])];
    for (let i = 0; i < count; i++) {
      const scenario = SCENARIOS[i % SCENARIOS.length]!;
      const inspector = staff[Math.floor(rand() * staff.length)]!;
      await createHose(tx, {
        clientId,
        scenario,
        ref: `${customer.name.slice(0, 2).toUpperCase()}-${String(i + 1).padStart(4, "0")}`,
        tagId: tagIds[tagIndex++]!,
        customerId: customer.id,
        distributorId: distributor.id,
        zoneId: zones.length ? zones[i % zones.length]! : null,
        configurationId: configs.length ? configs[i % configs.length]! : null,
        intervals: {
          hoseInspectionMonths: customer.inspection,
          hoseReplacementMonths: 60,
          hoseReplacementWarningMonths: 3,
        },
        builder:
          users.get(seed.users.find((u) => u.memberships?.some((m) => m.org === distributorKey))?.email ?? "")?.id ??
          staff[0]!.id,
        inspector,
        today: ctx.today,
        storage: ctx.storage,
        withDocument: i % 4 === 0,
        manufacturer: MANUFACTURERS[i % MANUFACTURERS.length]!,
      });
    }
  }

  await seedRetiredHoses(tx, clientId, ctx.today, rand);

  // Quotes, open and completed, both directions.
  const hoses = await tx.hose.findMany({
    where: { clientId, deletedAt: null },
    select: {
      id: true,
      name: true,
      tagId: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
      hoseConfiguration: { select: lineSpecSelect },
    },
    orderBy: { name: "asc" },
  });
  const contact = (orgKey: string) =>
    users.get(seed.users.find((u) => u.memberships?.some((m) => m.org === orgKey && m.role !== 4))?.email ?? "")?.id ??
    null;
  const quoteMessages = [
    "Please quote for a like-for-like replacement, fitted on site.",
    "This hose is chafing against the boom - can you quote a sleeved replacement?",
    "We can offer a replacement with a protective spiral guard.",
    "Quote requested for two spares of this assembly.",
    "Offer: replacement at the next planned shutdown.",
  ];
  for (const [n, hose] of hoses.slice(0, 10).entries()) {
    if (!hose.distributorOrganisationId) continue;
    const fromCustomer = n % 2 === 0;
    const customerKey = [...orgs.entries()].find(([, v]) => v.id === hose.customerOrganisationId)![0];
    const distributorKey = [...orgs.entries()].find(([, v]) => v.id === hose.distributorOrganisationId)![0];
    const createdAt = addDaysUtc(ctx.today, -(n * 9 + 2));
    await tx.quote.create({
      data: {
        clientId,
        hoseId: hose.id,
        message: quoteMessages[n % quoteMessages.length]!,
        requestorOrganisationId: fromCustomer ? hose.customerOrganisationId : hose.distributorOrganisationId,
        receiverOrganisationId: fromCustomer ? hose.distributorOrganisationId : hose.customerOrganisationId,
        requesterUserId: contact(fromCustomer ? customerKey : distributorKey),
        createdAt,
        completedAt: n % 3 === 2 ? addDaysUtc(createdAt, 3) : null,
        completedUserId: n % 3 === 2 ? contact(fromCustomer ? distributorKey : customerKey) : null,
        status: n % 3 === 2 ? "COMPLETED" : "OPEN",
        // Every quote has its hose as a line (lib/quotes/quote-lines.ts) and a history.
        lines: {
          create: {
            clientId,
            position: 1,
            hoseId: hose.id,
            tagId: hose.tagId,
            hoseName: hose.name,
            spec: lineSpecFrom(hose.hoseConfiguration),
          },
        },
        events: {
          create: [
            {
              clientId,
              kind: "requested",
              organisationId: fromCustomer ? hose.customerOrganisationId : hose.distributorOrganisationId,
              createdAt,
            },
            ...(n % 3 === 2 ? [{ clientId, kind: "completed", createdAt: addDaysUtc(createdAt, 3) }] : []),
          ],
        },
      },
    });
  }

  // The built-in checklist templates. Quarry Works Ltd chooses none (its inspectors may pick one);
  // Harbour Cranes Ltd requires the visual one, to show a customer that does.
  await createBuiltInChecklists(tx, clientId);
  const visual = await tx.checklistTemplate.findFirstOrThrow({ where: { clientId, builtIn: "sae-j1273" } });
  await tx.organisation.updateMany({
    where: { clientId, name: "Harbour Cranes Ltd" },
    data: { checklistFamilyId: visual.familyId, checklistRequired: true },
  });
}

// ---------------------------------------------------------------------------

type Scenario = {
  label: string;
  installedMonthsAgo: number | null; // null = uninstalled
  inspections: Array<{ monthsAgo: number; result: number }>;
  archived?: boolean;
  note?: string;
};

/** The mix of states the demo must show (good, monitor, replace, due, overdue, never inspected, uninstalled, archived). */
const SCENARIOS: Scenario[] = [
  {
    label: "good",
    installedMonthsAgo: 14,
    inspections: [
      { monthsAgo: 8, result: 0 },
      { monthsAgo: 1, result: 0 },
    ],
  },
  {
    label: "monitor",
    installedMonthsAgo: 30,
    inspections: [{ monthsAgo: 2, result: 1 }],
    note: "Outer cover scuffed near the crimp; check again at next inspection.",
  },
  { label: "good-new", installedMonthsAgo: 2, inspections: [] },
  {
    label: "replace",
    installedMonthsAgo: 63,
    inspections: [{ monthsAgo: 1, result: 2 }],
    note: "Wire braid visible. Replace at the next stop.",
  },
  { label: "overdue", installedMonthsAgo: 20, inspections: [{ monthsAgo: 9, result: 0 }] },
  { label: "uninstalled", installedMonthsAgo: null, inspections: [] },
  { label: "good", installedMonthsAgo: 7, inspections: [{ monthsAgo: 2, result: 0 }] },
  { label: "replacement-warning", installedMonthsAgo: 58, inspections: [{ monthsAgo: 3, result: 1 }] },
  { label: "overdue-monitor", installedMonthsAgo: 40, inspections: [{ monthsAgo: 12, result: 1 }] },
  { label: "good", installedMonthsAgo: 10, inspections: [{ monthsAgo: 4, result: 0 }] },
  {
    label: "due",
    installedMonthsAgo: 18,
    inspections: [
      { monthsAgo: 12, result: 0 },
      { monthsAgo: 6, result: 0 },
    ],
  },
  {
    label: "archived",
    installedMonthsAgo: 70,
    inspections: [{ monthsAgo: 6, result: 2 }],
    archived: true,
    note: "Removed from service: burst during test.",
  },
];

type HoseInput = {
  clientId: string;
  scenario: Scenario;
  ref: string;
  tagId: string;
  customerId: string;
  distributorId: string;
  zoneId: string | null;
  configurationId: string | null;
  intervals: { hoseInspectionMonths: number; hoseReplacementMonths: number; hoseReplacementWarningMonths: number };
  builder: string;
  inspector: { id: string; fullName: string };
  today: Date;
  storage: Storage;
  withDocument: boolean;
  manufacturer: string;
};

/**
 * Retired hoses with their reasons, so the service-life screen draws a curve: one earlier
 * assembly for each of the first installed hoses of a configuration, in the same place. Its
 * life is drawn from a Weibull distribution (shape 1.8, scale 54 months); one that ended before
 * the 60-month replacement mostly failed in service (the reason cycles through the failure
 * modes), the rest were replaced for age or policy.
 */
async function seedRetiredHoses(tx: Tx, clientId: string, today: Date, rand: () => number): Promise<void> {
  const failures = FAILURE_REASONS;
  const current = await tx.hose.findMany({
    where: { clientId, deletedAt: null, organisationZoneId: { not: null }, hoseConfigurationId: { not: null } },
    select: {
      name: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
      organisationZoneId: true,
      hoseConfigurationId: true,
      manufacturer: true,
    },
    orderBy: { name: "asc" },
    take: 48,
  });
  const rows = current.map((h, i) => {
    const life = Math.max(1, Math.round(54 * Math.pow(-Math.log(1 - rand()), 1 / 1.8)));
    const retiredMonthsAgo = 1 + Math.floor(rand() * 18);
    const retiredAt = addMonthsUtc(today, -retiredMonthsAgo);
    const installationDate = addMonthsUtc(retiredAt, -Math.min(life, 60));
    const failed = life < 60 && rand() < 0.8;
    return {
      clientId,
      name: `${h.name} (earlier)`,
      status: 0,
      customerOrganisationId: h.customerOrganisationId,
      distributorOrganisationId: h.distributorOrganisationId,
      organisationZoneId: h.organisationZoneId,
      hoseConfigurationId: h.hoseConfigurationId,
      manufacturer: h.manufacturer,
      buildDate: addDaysUtc(installationDate, -14),
      installationDate,
      deletedAt: retiredAt,
      retirementReason: failed ? failures[i % failures.length]! : "age_or_policy",
    };
  });
  await tx.hose.createMany({ data: rows });
}

async function createHose(tx: Tx, h: HoseInput): Promise<void> {
  const s = h.scenario;
  const installed = s.installedMonthsAgo !== null;
  const installationDate = installed ? addMonthsUtc(h.today, -s.installedMonthsAgo!) : null;
  const buildDate = installationDate ? addDaysUtc(installationDate, -7) : addMonthsUtc(h.today, -1);
  const inspections = installed ? s.inspections : [];
  const last = inspections.at(-1);
  const lastInspectionDate = last ? addMonthsUtc(h.today, -last.monthsAgo) : null;
  const schedule = hoseSchedule(h.intervals, {
    organisationZoneId: installed ? h.zoneId : null,
    installationDate,
    lastInspectionDate,
    lastInspectionResult: last?.result ?? null,
    hoseInspectionMonths: null,
    hoseReplacementMonths: null,
  });
  const hose = await tx.hose.create({
    data: {
      clientId: h.clientId,
      tagId: h.tagId,
      name: h.ref,
      ...schedule,
      lastInspectionResult: last?.result ?? null,
      lastInspectionName: last ? h.inspector.fullName : null,
      customerOrganisationId: h.customerId,
      distributorOrganisationId: h.distributorId,
      organisationZoneId: installed ? h.zoneId : null,
      hoseConfigurationId: h.configurationId,
      manufacturer: h.manufacturer,
      sleeving: false,
      testCertificate: h.withDocument,
      conformityCertificate: false,
      manufactureDate: addDaysUtc(buildDate, -30),
      buildDate,
      installationDate,
      lastInspectionDate,
      buildUserId: h.builder,
      installationUserId: installed ? h.builder : null,
      deletedAt: s.archived ? addDaysUtc(h.today, -5) : null,
      deletedUserId: s.archived ? h.inspector.id : null,
    },
  });
  let previous = installationDate;
  for (const inspection of inspections) {
    const inspectionDate = addMonthsUtc(h.today, -inspection.monthsAgo);
    previous = inspectionDate;
    await tx.hoseMeta.create({
      data: {
        clientId: h.clientId,
        hoseId: hose.id,
        userId: h.inspector.id,
        kind: "INSPECTION",
        inspectionResult: inspection.result,
        inspectionName: h.inspector.fullName,
        inspectionDate,
        nextInspectionDate: addMonthsUtc(inspectionDate, h.intervals.hoseInspectionMonths),
        notes: inspection.result === 0 ? "No defects found." : null,
        createdAt: inspectionDate,
      },
    });
  }
  if (s.note) {
    await tx.hoseMeta.create({
      data: {
        clientId: h.clientId,
        hoseId: hose.id,
        userId: h.inspector.id,
        notes: s.note,
        createdAt: previous ?? h.today,
      },
    });
  }
  if (s.archived) {
    await tx.hoseMeta.create({
      data: {
        clientId: h.clientId,
        hoseId: hose.id,
        kind: "ARCHIVE",
        userId: h.inspector.id,
        notes: "Archived: replaced with a new assembly.",
        createdAt: addDaysUtc(h.today, -5),
      },
    });
  }
  if (h.withDocument) {
    // A small but valid PDF per document, stored like any upload ("{clientId}/{uuid}").
    const pdf = new TextEncoder().encode(minimalPdf(`Test certificate ${h.ref}`));
    const storageKey = `${h.clientId}/${randomUUID()}`;
    await h.storage.put(storageKey, pdf, "application/pdf");
    await tx.upload.create({
      data: {
        clientId: h.clientId,
        hoseId: hose.id,
        userId: h.builder,
        uploadType: 2,
        filename: `${h.ref}-test-certificate.pdf`,
        mimetype: "application/pdf",
        size: pdf.byteLength,
        storageKey,
        createdAt: buildDate,
      },
    });
  }
}

type ZoneParent = { id: string; path: string; trailName: string } | null;

async function createZones(
  tx: Tx,
  clientId: string,
  organisationId: string,
  parent: ZoneParent,
  nodes: ZoneSeed[],
): Promise<string[]> {
  const leaves: string[] = [];
  for (const [name, children] of nodes) {
    // path and trailName as lib/sites keeps them: ids and names from the site down.
    const id = randomUUID();
    const path = parent ? `${parent.path}/${id}` : id;
    const trailName = parent ? `${parent.trailName} > ${name}` : name;
    await tx.organisationZone.create({
      data: { id, clientId, organisationId, parentId: parent?.id ?? null, name, path, trailName },
    });
    if (children?.length)
      leaves.push(...(await createZones(tx, clientId, organisationId, { id, path, trailName }, children)));
    else leaves.push(id);
  }
  return leaves;
}

type NamedModel = "hoseType" | "manufacturer" | "connectionType" | "connection";

async function createNamed(tx: Tx, model: NamedModel, clientId: string, names: string[]): Promise<Map<string, string>> {
  const data = names.map((name) => ({ id: randomUUID(), clientId, name }));
  // The four lookup tables share the (id, clientId, name) shape.
  await (tx[model] as unknown as { createMany(args: { data: typeof data }): Promise<unknown> }).createMany({ data });
  return new Map(data.map((d) => [d.name, d.id]));
}

function configurationSpec(n: number, rand: () => number) {
  const typeNames = ["2SN", "4SH", "1SN", "R13", "4SP", "R7 Thermoplastic"];
  const type = typeNames[n % typeNames.length]!;
  const pressures = PRESSURES[type]!;
  const sizes = BORE_SIZES.map((b, i) => ({ name: b[0], dash: b[1], pressure: pressures[i] })).filter(
    (b) => b.pressure !== null,
  );
  const bore = sizes[(n * 3) % sizes.length]!;
  const c1 = CONNECTIONS[n % CONNECTIONS.length]!;
  const c2 = CONNECTIONS[(n * 5 + 2) % CONNECTIONS.length]!;
  const t1 = CONNECTION_TYPES[n % 3]!;
  const t2 = CONNECTION_TYPES[(n + 1) % 3]!;
  const length = 300 + Math.round(rand() * 30) * 100;
  const jump = `-${String(bore.dash).padStart(2, "0")}`;
  const straight = t1 === "Straight" || t2 === "Straight";
  return {
    name: suggestedName({ type, boreSize: bore.name, connection1: c1, connection2: c2, length: String(length) })!,
    type,
    boreSize: bore.name,
    displayPressure: bore.pressure!,
    length,
    connection1: c1,
    connection1Type: t1,
    connection1JumpSize: jump,
    connection2: c2,
    connection2Type: t2,
    connection2JumpSize: jump,
    orientation: straight ? 0 : [0, 45, 90, 180][n % 4]!,
    manufacturer: MANUFACTURERS[n % MANUFACTURERS.length]!,
    sleeving: n % 3 === 0,
    testCertificate: n % 2 === 0,
    conformityCertificate: n % 4 === 0,
    notes: n % 5 === 0 ? "Fit with spiral guard where the hose passes the boom pivot." : null,
  };
}

/** mulberry32 seeded from a string: the same demo data on every machine. */
function prng(seed: string): () => number {
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function minimalPdf(title: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${title}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

// CLI: `npm run db:seed`
async function main(): Promise<void> {
  const config = env();
  if (config.NODE_ENV === "production") {
    console.error("db:seed: refusing to seed demo data in production (NODE_ENV=production)");
    process.exit(1);
  }
  const db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl(), max: config.EMBEDDED_DB ? 1 : 4 }),
  });
  try {
    const started = Date.now();
    // The app's storage: S3 when S3_BUCKET is set, so the demo documents download there too.
    // The demo's labels and email links lead to the server this seed is for (npm start's PORT).
    const report = await seedDemo(db, { storage: await storage(), port: config.PORT });
    const parts = [
      report.created.length ? `created ${report.created.join(", ")}` : null,
      report.skipped.length ? `already present: ${report.skipped.join(", ")}` : null,
    ].filter(Boolean);
    console.log(`db:seed: ${parts.join("; ")} (${Date.now() - started} ms)`);
  } finally {
    await db.$disconnect();
  }
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? "")).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
