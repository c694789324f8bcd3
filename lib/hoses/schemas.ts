import { z } from "zod";
import { fromIsoDate } from "@/lib/dates";
import { HoseConfigurationSchema } from "@/lib/hose-configurations/schemas";
import { Base64DataSchema, UploadSchema } from "@/lib/hoses/documents/schemas";
import {
  ChecklistAnswerDtoSchema,
  ChecklistResultInputSchema,
  ExtraordinaryReasonSchema,
  InspectionTypeSchema,
} from "@/lib/checklists/schemas";
import { RETIREMENT_REASON_VALUES } from "@/lib/hoses/retirement";

/**
 * Payloads and rows of tagged hoses and their timeline (SPEC §3 "Tagged hose", "Inspection row",
 * "Hose note"). One schema per payload: the hose form's server action, the /api/v1 routes and
 * the OpenAPI document all parse with these.
 */

// Day first, with the separator of the form's language: 31/12/2026, or 31.12.2026 in German.
const DMY = /^(\d{2})([/.])(\d{2})\2(\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date: the API sends YYYY-MM-DD (SPEC §5 "stored YYYY-MM-DD"), the form types
 * dd/mm/yyyy (mask ##/##/####). Both parse to a UTC-midnight Date; a blank value is null.
 */
export const DateInputSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((raw, ctx) => {
    const value = raw?.trim() ?? "";
    if (value === "") return null;
    const dmy = DMY.exec(value);
    const ymd = YMD.exec(value);
    const [y, m, d] = dmy ? [dmy[4], dmy[3], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
    const date = y && m && d ? fromIsoDate(`${y}-${m}-${d}`) : null;
    // Reject 31/02/2026 and friends: the date must read back as typed.
    if (
      !date ||
      Number.isNaN(date.getTime()) ||
      date.getUTCDate() !== Number(d) ||
      date.getUTCMonth() + 1 !== Number(m)
    ) {
      ctx.addIssue({ code: "custom", message: "Enter a valid date as dd/mm/yyyy" });
      return z.NEVER;
    }
    return date;
  })
  .meta({
    type: ["string", "null"],
    format: "date",
    description: "YYYY-MM-DD (dd/mm/yyyy and dd.mm.yyyy also accepted); blank or null for none",
  });

/** An optional choice: absent, null or blank (a form's empty select) all mean none. */
const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable()).optional();

// The refusals are written out whole (not built from a label) so that the sentences namespace of
// the catalogues finds them by their English wording and a form shows them in its language.
const optionalText = (max: number, tooLong: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? "").trim() || null)
    .pipe(z.string().max(max, tooLong).nullable());

/** Booleans from JSON or from a form ("on", "true", "1"); null when the field is left unset. */
const optionalBoolean = z
  .union([
    z.boolean(),
    z.literal("true"),
    z.literal("false"),
    z.literal("on"),
    z.literal("1"),
    z.literal("0"),
    z.literal(""),
    z.null(),
  ])
  .optional()
  .transform((v) =>
    v === undefined || v === null || v === "" ? null : v === true || v === "true" || v === "on" || v === "1",
  );

const months = (refusal: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
      const n = typeof v === "number" ? v : Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 240) {
        ctx.addIssue({ code: "custom", message: refusal });
        return z.NEVER;
      }
      return n;
    })
    .meta({ type: ["integer", "null"], minimum: 1, maximum: 240 });

const optionalId = (message: string) =>
  z
    .union([z.uuid(message), z.literal(""), z.null()])
    .optional()
    .transform((v) => v || null);

/**
 * A tag's id as printed on it: letters, digits, '-', '_', '.', ':'; stored upper-case so a
 * scanned "04a1b2" finds the "04A1B2" typed by hand.
 */
export const TagIdSchema = z
  .string({ error: "Tag id is required" })
  .trim()
  .min(1, "Tag id is required")
  .max(64, "Tag id must be at most 64 characters")
  .regex(/^[A-Za-z0-9._:-]+$/, "Tag id may contain letters, digits and - _ . : only")
  .transform((v) => v.toUpperCase());

/**
 * HoseAdd / HoseEdit (SPEC §2.5, 4, 5). The timeline override uses its own months; with the
 * override off they are cleared, and with no location the installation date and name are
 * cleared (SPEC §4 "Hose edit").
 */
export const HoseSaveSchema = z
  .object({
    tagId: TagIdSchema,
    name: optionalText(100, "Name must be at most 100 characters"),
    customerOrganisationId: z.uuid("Choose a customer"),
    hoseConfigurationId: optionalId("Choose a configuration from the list"),
    organisationZoneId: optionalId("Choose a location from the list"),
    manufacturer: optionalText(100, "Manufacturer must be at most 100 characters"),
    manufactureDate: DateInputSchema,
    buildDate: DateInputSchema,
    installationDate: DateInputSchema,
    sleeving: optionalBoolean,
    testCertificate: optionalBoolean,
    conformityCertificate: optionalBoolean,
    timelineOverride: optionalBoolean.transform((v) => v === true),
    hoseInspectionMonths: months("Inspection timeline must be a whole number of months from 1 to 240"),
    hoseReplacementMonths: months("Replacement timeline must be a whole number of months from 1 to 240"),
  })
  .superRefine((v, ctx) => {
    if (v.timelineOverride && v.hoseInspectionMonths === null && v.hoseReplacementMonths === null) {
      ctx.addIssue({
        code: "custom",
        path: ["hoseInspectionMonths"],
        message: "Enter the hose's own inspection or replacement timeline",
      });
    }
  })
  .transform((v) => {
    const installed = v.organisationZoneId !== null;
    return {
      ...v,
      name: installed ? v.name : null,
      installationDate: installed ? v.installationDate : null,
      hoseInspectionMonths: v.timelineOverride ? v.hoseInspectionMonths : null,
      hoseReplacementMonths: v.timelineOverride ? v.hoseReplacementMonths : null,
    };
  });
export type HoseSaveInput = z.infer<typeof HoseSaveSchema>;

export const HoseUpdateSchema = z.intersection(z.object({ id: z.uuid("Not found") }), HoseSaveSchema);
export type HoseUpdateInput = z.infer<typeof HoseUpdateSchema>;

const notes = z
  .string({ error: "Please enter a note" })
  .trim()
  .min(1, "Please enter a note")
  .max(2000, "Notes must be at most 2000 characters");

/** Inspection results (SPEC §4, 9): 0 Good, 1 Monitor, 2 Replace. */
export const INSPECTION_RESULT = { GOOD: 0, MONITOR: 1, REPLACE: 2 } as const;

/**
 * POST /hoseMeta, as the mobile tagging app and the hose page send it: an inspection when
 * `inspectionResult` is given (notes optional), otherwise a note (SPEC §3 "Hose note").
 * `inspectionDate` defaults to today and cannot be in the future.
 */
export const HoseMetaCreateSchema = z
  .object({
    hoseId: z.uuid("Not found"),
    inspectionResult: z
      .union([z.literal(0), z.literal(1), z.literal(2), z.enum(["0", "1", "2"]), z.literal(""), z.null()], {
        error: "Choose Good, Monitor or Replace",
      })
      .optional()
      .transform((v) => (v === undefined || v === null || v === "" ? null : Number(v)))
      .meta({
        type: ["integer", "null"],
        enum: [0, 1, 2, null],
        description: "0 Good, 1 Monitor, 2 Replace; absent or null for a note",
      }),
    notes: optionalText(2000, "Notes must be at most 2000 characters"),
    inspectionDate: DateInputSchema,
    inspectionType: blankAsNull(InspectionTypeSchema).meta({
      description:
        "initial (before first use), periodic (the default) or extraordinary (after an event). Extraordinary without inspectionResult records the event alone: an inspection is then due at once",
    }),
    extraordinaryReason: blankAsNull(ExtraordinaryReasonSchema).meta({
      description: "With inspectionType extraordinary: damage, relocation, idle, overpressure or other",
    }),
    extraordinaryReasonText: optionalText(200, "The reason must be at most 200 characters")
      .optional()
      .meta({ description: "What happened, with reason 'other'" }),
    checklistId: blankAsNull(z.uuid("Not found")).meta({
      description: "The checklist version answered (GET /checklists)",
    }),
    checklistResults: z
      .array(ChecklistResultInputSchema, { error: "Answer the checklist" })
      .max(50)
      .optional()
      .meta({ description: "Every criterion of the checklist, once: pass, fail or na, with an optional note" }),
    signatureImage: z
      .string()
      .max(300_000, "The signature is too large")
      .nullish()
      .describe("A signature drawn on the screen: a PNG as a data URL (data:image/png;base64,...)"),
    signaturePassword: z
      .string()
      .max(200)
      .nullish()
      .describe("The inspector's password, confirming the inspection as a signature (instead of a drawn one)"),
  })
  .superRefine((v, ctx) => {
    const event = v.inspectionResult === null && v.inspectionType === "extraordinary";
    if (v.inspectionResult === null && !v.notes && !event)
      ctx.addIssue({ code: "custom", path: ["notes"], message: "Please enter a note" });
    if (v.inspectionResult === null && v.inspectionDate)
      ctx.addIssue({ code: "custom", path: ["inspectionDate"], message: "A note has no inspection date" });
    if (v.inspectionResult === null && (v.checklistId || v.checklistResults?.length))
      ctx.addIssue({ code: "custom", path: ["checklistId"], message: "A checklist comes with an inspection result" });
    if (v.inspectionResult === null && v.inspectionType && !event)
      ctx.addIssue({ code: "custom", path: ["inspectionResult"], message: "Choose Good, Monitor or Replace" });
    if (v.inspectionType === "extraordinary" && !v.extraordinaryReason)
      ctx.addIssue({ code: "custom", path: ["extraordinaryReason"], message: "Choose a reason" });
    if (v.inspectionType !== "extraordinary" && v.extraordinaryReason)
      ctx.addIssue({
        code: "custom",
        path: ["extraordinaryReason"],
        message: "Only an extraordinary inspection has a reason",
      });
    if (v.extraordinaryReason === "other" && !v.extraordinaryReasonText)
      ctx.addIssue({ code: "custom", path: ["extraordinaryReasonText"], message: "Say what happened" });
  });
export type HoseMetaCreateInput = z.infer<typeof HoseMetaCreateSchema>;

/** HoseNote on the archive route (SPEC §2.5 'Archive note'): the note kept with the archiving. */
export const HoseArchiveSchema = z.preprocess(
  // With a reason the note is optional: the dialog's empty note field is then no note at all.
  (v) =>
    v && typeof v === "object" && "retirementReason" in v && v.retirementReason && "notes" in v && v.notes === ""
      ? { ...v, notes: undefined }
      : v,
  z.object({
    notes: notes.optional(),
    /** Why the hose is retired (GET /config `retirementReasons`); optional, so old payloads still work. */
    retirementReason: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(RETIREMENT_REASON_VALUES, { error: "Choose a reason from the list" }).optional(),
    ),
    /** A photo of the retired hose, stored as POST /uploads stores files and shown with the archive note. */
    photo: z
      .object({
        base64Data: Base64DataSchema,
        filename: z.string().trim().max(255, "The file name must be 255 characters or fewer").optional(),
      })
      .optional()
      .describe("A photo of the hose as it was retired (JPEG or PNG, base64): shown with the archive note"),
  }),
);
export type HoseArchiveInput = z.infer<typeof HoseArchiveSchema>;

export const TagParamsSchema = z.object({ tagId: TagIdSchema });

/**
 * An NFC tag's identifier as Web NFC reads it: the serial number ("04:a1:b2:c3:d4:e5:f6"), or
 * the tag id of a `/t/{tagId}` URL record where the browser gives no serial. Stored upper-case,
 * so the reading and the lookup agree however the value was typed or reported.
 */
export const NfcSerialSchema = z
  .string({ error: "Read an NFC tag" })
  .trim()
  .min(1, "Read an NFC tag")
  .max(64, "The NFC tag's serial number must be at most 64 characters")
  .regex(/^[A-Za-z0-9._:-]*$/, "The NFC tag's serial number may contain letters, digits and - _ . : only")
  .transform((v) => v.toUpperCase())
  .meta({ description: "The NFC tag's serial number (matched case-insensitively)", example: "04:A1:B2:C3:D4:E5:F6" });

/** PUT /hoses/{id}/nfc: the NFC tag bound to the hose (replacing the one it had). */
export const HoseNfcBindSchema = z.object({ serial: NfcSerialSchema });
export type HoseNfcBindInput = z.infer<typeof HoseNfcBindSchema>;

export const NfcParamsSchema = z.object({ serial: NfcSerialSchema });

/** The answer of binding or removing a hose's NFC tag. */
export const HoseNfcResultSchema = z.object({ id: z.uuid(), nfcSerial: z.string().nullable() });

const isoDate = z.string().meta({ format: "date" }).nullable();
const person = z.object({ fullName: z.string() }).nullable();

/** A row of the hose list (SPEC §3 "Tagged hose"; status and warning as they read today). */
export const HoseRowSchema = z.object({
  id: z.uuid(),
  tagId: z.string().nullable(),
  name: z.string().nullable(),
  status: z
    .number()
    .int()
    .meta({ description: "0 Good, 1 Monitor, 2 Replace, 3 Uninstalled (no zone), as it reads today" }),
  nextInspectionDate: isoDate,
  inspectionDue: z.boolean().meta({ description: "The next inspection is within 30 days or overdue" }),
  replacementWarning: z.boolean(),
  replacementDate: isoDate,
  lastInspectionDate: isoDate,
  lastInspectionResult: z.number().int().nullable(),
  lastInspectionName: z.string().nullable(),
  customerOrganisationId: z.uuid(),
  customerName: z.string(),
  distributorOrganisationId: z.uuid().nullable(),
  distributorName: z.string().nullable(),
  organisationZoneId: z.uuid().nullable(),
  organisationZoneName: z.string().nullable().meta({ description: "The full location trail, 'Site > Zone > ...'" }),
  hoseConfigurationId: z.uuid().nullable(),
  hoseConfigurationName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  manufactureDate: isoDate,
  buildDate: isoDate,
  installationDate: isoDate,
  hoseInspectionMonths: z.number().int().nullable(),
  hoseReplacementMonths: z.number().int().nullable(),
  sleeving: z.boolean().nullable(),
  testCertificate: z.boolean().nullable(),
  conformityCertificate: z.boolean().nullable(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
});

export const HoseMetaKindSchema = z.enum(["INSPECTION", "NOTE", "ARCHIVE", "EVENT"]);

/** Who stood behind an inspection, as kept when it was recorded (lib/inspections/attest-inspection.ts). */
export const InspectionAttestationSchema = z.object({
  competence: z
    .string()
    .nullable()
    .describe("The inspector's competence valid that day: qualification, issuer, validity"),
  signature: z
    .object({
      method: z.enum(["drawn", "password"]).describe("drawn on the screen, or confirmed with the inspector's password"),
      signedAt: z.string().nullable().describe("ISO 8601 instant"),
      signerName: z.string().nullable(),
      image: z.string().nullable().describe("A drawn signature as a PNG data URL"),
    })
    .nullable(),
});

export const HoseMetaSchema = z.object({
  id: z.uuid(),
  hoseId: z.uuid(),
  kind: HoseMetaKindSchema,
  inspectionResult: z.number().int().nullable(),
  inspectionDate: isoDate,
  nextInspectionDate: isoDate,
  notes: z.string().nullable(),
  inspectionType: InspectionTypeSchema.nullable(),
  extraordinaryReason: ExtraordinaryReasonSchema.nullable(),
  extraordinaryReasonText: z.string().nullable(),
  checklist: z
    .object({ id: z.uuid(), name: z.string(), version: z.number().int() })
    .nullable()
    .describe("the checklist version the inspection answered"),
  checklistResults: z.array(ChecklistAnswerDtoSchema).nullable(),
  problemReport: z.boolean().describe("an anonymous 'Report a problem' note from the tag's public page"),
  resolvedAt: z.string().nullable().describe("when an Admin marked the problem report resolved"),
  createdAt: z.string(),
  user: person,
  /** Photos attached to this inspection or note (POST /uploads with hoseMetaId). */
  uploads: z.array(UploadSchema),
  /** An inspection's competence and signature, when the inspector had one or signed. */
  attestation: InspectionAttestationSchema.nullable(),
});

/** The hose's configuration as the hose page shows it: the library row without its bookkeeping. */
export const HoseConfigurationSummarySchema = HoseConfigurationSchema.omit({
  hidden: true,
  organisationId: true,
  organisationName: true,
  hoseCount: true,
  createdAt: true,
  updatedAt: true,
});

/** SPEC §3 Upload, with a fresh short-lived signedLink (lib/uploads). */
export const HoseUploadSchema = UploadSchema;

/** A hose named from another hose's page (its predecessor or successor). */
export const HoseLinkSchema = z.object({ id: z.uuid(), name: z.string().nullable(), tagId: z.string().nullable() });

/** GET /hoses/{id}: the row plus configuration, people and the timeline, newest first. */
export const HoseDetailSchema = HoseRowSchema.extend({
  /** The NFC tag bound to the hose as a second identifier (PUT /hoses/{id}/nfc), if any. */
  nfcSerial: z.string().nullable(),
  hoseConfiguration: HoseConfigurationSummarySchema.nullable(),
  buildUser: person,
  installationUser: person,
  deletedUser: person,
  hoseMeta: z.array(HoseMetaSchema),
  /** The hose's documents (uploads not attached to an inspection), newest first. */
  uploads: z.array(HoseUploadSchema),
  /** Why the hose was retired (a GET /config `retirementReasons` value); null while in service. */
  retirementReason: z.string().nullable(),
  /** The hose this one replaced in place, and the one that replaced it. */
  predecessor: HoseLinkSchema.nullable(),
  successor: HoseLinkSchema.nullable(),
  /** Why the next inspection falls when it does, in a plain sentence (empty when none is due). */
  nextInspectionBasis: z.string(),
  /** Why the hose is due for replacement when it is, in a plain sentence (empty when none). */
  replacementBasis: z.string(),
  /** Installed after longer in storage (from assembly) than its life policy allows. */
  storageExceeded: z.boolean(),
  /** Why storageExceeded is set, in a plain sentence (empty when it is not). */
  storageBasis: z.string(),
});

/**
 * A row of the Inspections list (the specification's "Inspection row"): the inspection plus
 * the hose list fields. Where the two would share a name, the inspection keeps it: `id` is the hoseMeta id
 * (the hose's is `hoseId`), `nextInspectionDate` is the one this inspection set, `createdAt` is
 * when it was recorded; the hose's own next inspection is `hoseNextInspectionDate`.
 */
export const InspectionRowSchema = HoseRowSchema.omit({ id: true, nextInspectionDate: true, createdAt: true }).extend({
  id: z.uuid().meta({ description: "The hoseMeta id" }),
  hoseId: z.uuid(),
  inspectionResult: z.number().int(),
  inspectionDate: isoDate,
  inspectionName: z.string().nullable(),
  nextInspectionDate: isoDate.meta({
    description: "The next inspection this inspection set (none for one older than the hose's latest)",
  }),
  notes: z.string().nullable(),
  createdAt: z.string(),
  hoseNextInspectionDate: isoDate.meta({ description: "The hose's next inspection date today (the hose list's)" }),
  hoseDeleted: z.boolean().meta({ description: "The hose is archived (deletedAt is set)" }),
});

/** A scanned tag no hose carries, fitted to a hose already in the portal. */
export const FitTagSchema = z.object({ hoseId: z.uuid(), tagId: TagIdSchema });
export type FitTagInput = z.infer<typeof FitTagSchema>;

/**
 * 'Replace with a new hose': why the old hose goes (its retirement reason is required here:
 * a replacement always has one) and the successor, a hose payload like HoseAdd's.
 */
export const HoseReplaceSchema = z.intersection(
  z.object({
    retirementReason: z.enum(RETIREMENT_REASON_VALUES, { error: "Choose why the old hose is retired" }),
    notes: optionalText(2000, "Notes must be at most 2000 characters"),
  }),
  HoseSaveSchema,
);
export type HoseReplaceInput = z.infer<typeof HoseReplaceSchema>;

const policyMonths = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of months` })
    .int(`${label} must be a whole number of months`)
    .min(1, `${label} must be at least 1 month`)
    .max(600, `${label} must be at most 600 months`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * PUT /life-policies: the rules set at one level (lib/hoses/life-policy.ts) for the hoses
 * under it; a rule left out or null is not set at this level. Every rule unset removes the policy.
 */
export const LifePolicySaveSchema = z.object({
  level: z.enum(["client", "distributor", "customer", "zone", "configuration"], { error: "Choose a level" }),
  targetId: z.uuid("Not found").meta({
    description: "The client's, organisation's, zone's (or site's) or configuration's id, as the level says",
  }),
  inspectionMonths: policyMonths("Inspection interval"),
  replacementMonths: policyMonths("Replacement interval"),
  maxAgeMonths: policyMonths("Maximum age"),
  maxStorageMonths: policyMonths("Maximum storage"),
  warningMonths: policyMonths("Warning window").pipe(
    z.number().int().max(120, "Warning window must be at most 120 months").nullable(),
  ),
});
export type LifePolicySaveInput = z.infer<typeof LifePolicySaveSchema>;

export const LifePolicySchema = z.object({
  id: z.uuid().nullable().meta({ description: "null once every rule is unset (the policy is removed)" }),
  level: z.string(),
  targetId: z.uuid(),
  inspectionMonths: z.number().int().nullable(),
  replacementMonths: z.number().int().nullable(),
  maxAgeMonths: z.number().int().nullable(),
  maxStorageMonths: z.number().int().nullable(),
  warningMonths: z.number().int().nullable(),
  hosesRescheduled: z.number().int().meta({ description: "Hoses whose due dates were recomputed" }),
});

/** What recording an inspection, a note or an event answers (POST /hoseMeta), with its notice. */
export type RecordedMeta = { id: string; hoseId: string; kind: "INSPECTION" | "NOTE" | "EVENT"; message: string };
