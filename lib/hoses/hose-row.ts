import type { ChecklistAnswer, ChecklistAnswerDto } from "@/lib/checklists/schemas";
import type { z } from "zod";
import { toIsoDate } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toConfigurationFlag } from "@/lib/hose-configurations/schemas";
import { uploadDtoWithLink, uploadSelect } from "@/lib/hoses/documents/upload-dto";
import { currentStatus, hasReplacementWarning, isInspectionDue } from "./schedule";
import { HoseDetailSchema, HoseRowSchema } from "./schemas";

/** The two sentences saying why the due dates fall where they do (lib/hoses/life-policy.ts). */
export type ScheduleBasis = { nextInspectionBasis: string; replacementBasis: string; storageBasis: string };

/** What a list row needs besides the hose itself (joins on indexed foreign keys). */
export const hoseRowInclude = {
  customer: { select: { name: true } },
  distributor: { select: { name: true } },
  zone: { select: { trailName: true } },
  hoseConfiguration: { select: { name: true } },
} satisfies Prisma.HoseInclude;

type Row = Prisma.HoseGetPayload<{ include: typeof hoseRowInclude }>;

/** What a list row is made of: the hose with its names, less the columns no row shows. */
export type HoseRowSource = Omit<
  Row,
  "clientId" | "updatedAt" | "buildUserId" | "installationUserId" | "deletedUserId"
>;

const iso = (d: Date | null) => (d ? toIsoDate(d) : null);

/** The API's hose row (SPEC §3): status, warning and due read against `today`. */
export function toHoseRow(h: HoseRowSource, today: Date) {
  return {
    id: h.id,
    tagId: h.tagId,
    name: h.name,
    status: currentStatus(h, today),
    nextInspectionDate: iso(h.nextInspectionDate),
    inspectionDue: isInspectionDue(h, today),
    replacementWarning: hasReplacementWarning(h, today),
    replacementDate: iso(h.replacementDate),
    lastInspectionDate: iso(h.lastInspectionDate),
    lastInspectionResult: h.lastInspectionResult,
    lastInspectionName: h.lastInspectionName,
    customerOrganisationId: h.customerOrganisationId,
    customerName: h.customer.name,
    distributorOrganisationId: h.distributorOrganisationId,
    distributorName: h.distributor?.name ?? null,
    organisationZoneId: h.organisationZoneId,
    organisationZoneName: h.zone?.trailName ?? null,
    hoseConfigurationId: h.hoseConfigurationId,
    hoseConfigurationName: h.hoseConfiguration?.name ?? null,
    manufacturer: h.manufacturer,
    manufactureDate: iso(h.manufactureDate),
    buildDate: iso(h.buildDate),
    installationDate: iso(h.installationDate),
    hoseInspectionMonths: h.hoseInspectionMonths,
    hoseReplacementMonths: h.hoseReplacementMonths,
    sleeving: h.sleeving,
    testCertificate: h.testCertificate,
    conformityCertificate: h.conformityCertificate,
    deletedAt: h.deletedAt?.toISOString() ?? null,
    createdAt: h.createdAt.toISOString(),
  };
}
export type HoseRow = ReturnType<typeof toHoseRow>;

const person = { select: { firstName: true, lastName: true } } as const;

export const hoseDetailInclude = {
  ...hoseRowInclude,
  hoseConfiguration: true,
  buildUser: person,
  installationUser: person,
  deletedUser: person,
  // A problem report an Admin hid is gone from the hose's history.
  meta: {
    where: { hiddenAt: null },
    include: {
      user: person,
      checklist: { select: { id: true, name: true, version: true } },
      attestation: {
        select: { competence: true, signatureMethod: true, signatureImage: true, signedAt: true, signerName: true },
      },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  },
  uploads: {
    where: { deletedAt: null },
    select: { ...uploadSelect, criterionId: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  },
  predecessor: { select: { id: true, name: true, tagId: true } },
  successor: { select: { id: true, name: true, tagId: true } },
} satisfies Prisma.HoseInclude;

type DetailRow = Prisma.HoseGetPayload<{ include: typeof hoseDetailInclude }>;

const fullName = (u: { firstName: string; lastName: string } | null) =>
  u ? { fullName: `${u.firstName} ${u.lastName}`.trim() } : null;

/**
 * GET /hoses/{id}: the row plus configuration, people, documents and the timeline, newest first.
 * `links` holds each upload's signed link (lib/uploads signedLinks: signing is async, this is not).
 * Uploads attached to an inspection or note show with it; the rest are the hose's documents.
 */
export function toHoseDetail(
  h: DetailRow,
  today: Date,
  links: Record<string, string> = {},
  basis: ScheduleBasis = { nextInspectionBasis: "", replacementBasis: "", storageBasis: "" },
) {
  const upload = (u: DetailRow["uploads"][number]) => uploadDtoWithLink(u, links[u.id] ?? "");
  const c = h.hoseConfiguration;
  return {
    ...toHoseRow(h, today),
    nfcSerial: h.nfcSerial,
    hoseConfiguration: c
      ? {
          id: c.id,
          name: c.name,
          type: c.type,
          boreSize: c.boreSize,
          displayPressure: c.displayPressure,
          length: c.length,
          connection1: c.connection1,
          connection1Type: c.connection1Type,
          connection1JumpSize: c.connection1JumpSize,
          connection2: c.connection2,
          connection2Type: c.connection2Type,
          connection2JumpSize: c.connection2JumpSize,
          orientation: c.orientation,
          manufacturer: c.manufacturer,
          sleeving: toConfigurationFlag(c.sleeving),
          testCertificate: toConfigurationFlag(c.testCertificate),
          conformityCertificate: toConfigurationFlag(c.conformityCertificate),
          notes: c.notes,
        }
      : null,
    buildUser: fullName(h.buildUser),
    installationUser: fullName(h.installationUser),
    deletedUser: fullName(h.deletedUser),
    hoseMeta: h.meta.map((m) => ({
      id: m.id,
      hoseId: m.hoseId,
      kind: m.kind,
      inspectionResult: m.inspectionResult,
      inspectionDate: iso(m.inspectionDate),
      nextInspectionDate: iso(m.nextInspectionDate),
      notes: m.notes,
      inspectionType: m.inspectionType,
      extraordinaryReason: m.extraordinaryReason,
      extraordinaryReasonText: m.extraordinaryReasonText,
      checklist: m.checklist,
      checklistResults: answersWithPhotos(
        m.checklistResults as ChecklistAnswer[] | null,
        h.uploads.filter((u) => u.hoseMetaId === m.id && u.criterionId !== null),
        links,
      ),
      problemReport: m.problemReport,
      resolvedAt: m.resolvedAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
      user: m.inspectionName ? { fullName: m.inspectionName } : fullName(m.user),
      // A photo of an answer shows with that answer, not a second time with the inspection.
      uploads: h.uploads.filter((u) => u.hoseMetaId === m.id && u.criterionId === null).map(upload),
      attestation: m.attestation ? attestationDto(m.attestation) : null,
    })),
    uploads: h.uploads.filter((u) => u.hoseMetaId === null).map(upload),
    retirementReason: h.retirementReason,
    storageExceeded: h.storageExceeded,
    predecessor: h.predecessor,
    successor: h.successor,
    ...basis,
  };
}
export type HoseDetail = ReturnType<typeof toHoseDetail>;

/** Each answer with its photo (the newest, should an answer have had two): `{ id, url, filename }` or null. */
function answersWithPhotos(
  answers: ChecklistAnswer[] | null,
  photos: { id: string; criterionId: string | null; filename: string }[],
  links: Record<string, string>,
): ChecklistAnswerDto[] | null {
  if (!answers) return null;
  return answers.map((a) => {
    // Uploads come newest first.
    const p = photos.find((u) => u.criterionId === a.criterionId);
    return { ...a, photo: p ? { id: p.id, url: links[p.id] ?? "", filename: p.filename } : null };
  });
}

/** The competence and signature kept with an inspection; a drawn signature as a PNG data URL. */
function attestationDto(a: {
  competence: string | null;
  signatureMethod: string | null;
  signatureImage: Uint8Array | null;
  signedAt: Date | null;
  signerName: string | null;
}) {
  return {
    competence: a.competence,
    signature: a.signatureMethod
      ? {
          method: a.signatureMethod as "drawn" | "password",
          signedAt: a.signedAt?.toISOString() ?? null,
          signerName: a.signerName,
          image: a.signatureImage ? `data:image/png;base64,${Buffer.from(a.signatureImage).toString("base64")}` : null,
        }
      : null,
  };
}

// The API schemas and the mappers cannot drift apart.
HoseRowSchema satisfies z.ZodType<HoseRow>;
HoseDetailSchema satisfies z.ZodType<HoseDetail>;
