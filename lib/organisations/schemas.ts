import { z } from "zod";
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from "@/lib/digests/period";
import { FieldLevelsSchema, fieldLevel } from "@/lib/hoses/field-levels";
import { singleLine } from "@/lib/core/text";

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .overwrite(singleLine)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC §5 "Organisation create": name, contactName, contactEmail, addressLine1, town, postCode required. */
export const OrganisationCreateSchema = z.object({
  name: required("Name"),
  contactName: required("Contact name"),
  contactEmail: z
    .string({ error: "Contact email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Contact email is required")
    .pipe(z.email("Please enter a valid email address")),
  addressLine1: required("Address line 1"),
  addressLine2: z
    .string()
    .overwrite(singleLine)
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  town: required("Town", 100),
  postCode: required("Post code", 20),
  isDistributor: z.boolean({ error: "Please choose Distributor or Customer" }),
});
export type OrganisationCreateInput = z.infer<typeof OrganisationCreateSchema>;

const months = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of months` })
    .int(`${label} must be a whole number of months`)
    .min(1, `${label} must be at least 1 month`)
    .max(240, `${label} must be at most 240 months`);

/**
 * The organisation form (SPEC §5): add and edit by client admins and distributors. isDistributor
 * and distributorId are honoured for client admins only (a distributor's customers always get
 * the distributor itself).
 */
export const OrganisationSaveSchema = OrganisationCreateSchema.extend({
  isDistributor: z.boolean().optional(),
  distributorId: z.uuid("Choose a distributor from the list").nullish(),
  hoseInspectionMonths: months("Inspection frequency").default(6),
  hoseReplacementMonths: months("Replacement age").default(60),
});
export type OrganisationSaveInput = z.infer<typeof OrganisationSaveSchema>;

export const OrganisationUpdateSchema = OrganisationSaveSchema.extend({ id: z.uuid("Not found") });

/** OrganisationLink (SPEC §2.5): a customer's 6-character account code and the visibility choice. */
export const OrganisationLinkSchema = z.object({
  accountCode: z
    .string({ error: "Account code is required" })
    .trim()
    .toUpperCase()
    .length(6, "Account codes are 6 characters"),
  configurationsVisible: z.boolean().default(true),
});
export type OrganisationLinkInput = z.infer<typeof OrganisationLinkSchema>;

/** Optional hose field levels (SPEC §5): 0 Optional, 1 Don't show, 2 Required (only the first two fields). */
export const OPTIONAL_FIELDS = [
  "manufacturer",
  "manufactureDate",
  "sleeving",
  "testCertificate",
  "conformityCertificate",
] as const;

/**
 * What someone who is not signed in sees at /t/{tagId}: the public hose card on or
 * off, and which details beyond the hose itself it adds. Default: on, minimal.
 */
export const PublicCardSettingsSchema = z.object({
  enabled: z.boolean({ error: "Choose whether the public hose card is shown" }),
  hose: z.boolean().default(false),
  customer: z.boolean().default(false),
  location: z.boolean().default(false),
  inspector: z.boolean().default(false),
  documents: z.boolean().default(false),
});
export type PublicCardSettings = z.infer<typeof PublicCardSettingsSchema>;
export const PUBLIC_CARD_DEFAULTS: PublicCardSettings = {
  enabled: true,
  hose: false,
  customer: false,
  location: false,
  inspector: false,
  documents: false,
};

/**
 * Rules for inspections of this customer's hoses: an inspector with a valid competence record,
 * a signed inspection (lib/inspections/attest-inspection.ts). Default: neither.
 */
export const InspectionRulesSchema = z.object({
  requireCompetence: z.boolean().default(false).describe("Only inspectors with a competence record valid that day"),
  requireSignature: z
    .boolean()
    .default(false)
    .describe("Every inspection signed: drawn on the screen or confirmed with the inspector's password"),
});
export type InspectionRules = z.infer<typeof InspectionRulesSchema>;

/**
 * An IANA time zone name ("Europe/London"), as Intl knows it: the organisation's digests go out
 * after 07:00 in it. Offsets ("+01:00") and abbreviations ("BST") are refused: only a
 * named zone follows its daylight saving changes.
 */
export const TimeZoneSchema = z
  .string({ error: "Choose a time zone" })
  .trim()
  .min(1, "Choose a time zone")
  .max(64, "Choose a time zone from the list")
  .refine((v) => /^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(v) && isKnownTimeZone(v), {
    message: "Choose a time zone from the list (a name such as Europe/London)",
  });
export { DEFAULT_TIME_ZONE };

/** SPEC §7 settings update payload (OrganisationSettings, Admin only). */
export const OrganisationSettingsSchema = z.object({
  hoseInspectionMonths: months("Inspection timeline"),
  hoseReplacementMonths: months("Replacement timeline"),
  hoseReplacementWarningMonths: z.coerce
    .number({ error: "Replacement warning must be a number of months" })
    .int("Replacement warning must be a whole number of months")
    .min(0, "Replacement warning cannot be negative")
    .max(120, "Replacement warning must be at most 120 months"),
  fields: FieldLevelsSchema,
  manufacturers: z.array(z.uuid("Unknown manufacturer")).max(500).default([]),
  hoseTypes: z.array(z.uuid("Unknown hose type")).max(500).default([]),
  /** Apply the new intervals to this organisation's existing hoses too. */
  updateConfig: z.boolean().default(false),
  /** Beyond SPEC §7: left out, the public card settings stay as they are. */
  publicCard: PublicCardSettingsSchema.optional(),
  /** Beyond SPEC §7: the organisation's time zone for digests; left out, unchanged. */
  timeZone: TimeZoneSchema.optional(),
  /** Beyond SPEC §7: competence and signatures required for inspections; left out, unchanged. */
  inspections: InspectionRulesSchema.optional(),
});
export type OrganisationSettingsInput = z.infer<typeof OrganisationSettingsSchema>;

/** The keys of the organisation form: a PUT /organisations body with any of them is that form. */
export const ORGANISATION_FORM_KEYS = [
  "name",
  "contactName",
  "contactEmail",
  "addressLine1",
  "addressLine2",
  "town",
  "postCode",
  "isDistributor",
  "distributorId",
] as const;

const SETTINGS_KEYS = [
  "hoseInspectionMonths",
  "hoseReplacementMonths",
  "hoseReplacementWarningMonths",
  "fields",
  "manufacturers",
  "hoseTypes",
  "updateConfig",
  "publicCard",
  "timeZone",
  "inspections",
] as const;

/**
 * The settings payload as PUT /organisations takes it (SPEC §7 lists it with the organisation
 * calls): the same fields as PUT /organisation-settings, each optional, with no defaults, so
 * whatever is left out (including any single field level) stays as it is. The id, when given,
 * must be the organisation the caller acts for.
 */
export const OrganisationSettingsPatchSchema = z
  .object({
    id: z.uuid("Not found").optional(),
    hoseInspectionMonths: OrganisationSettingsSchema.shape.hoseInspectionMonths.optional(),
    hoseReplacementMonths: OrganisationSettingsSchema.shape.hoseReplacementMonths.optional(),
    hoseReplacementWarningMonths: OrganisationSettingsSchema.shape.hoseReplacementWarningMonths.optional(),
    fields: z
      .object({
        manufacturer: fieldLevel(2).optional(),
        manufactureDate: fieldLevel(2).optional(),
        sleeving: fieldLevel(1).optional(),
        testCertificate: fieldLevel(1).optional(),
        conformityCertificate: fieldLevel(1).optional(),
      })
      .optional(),
    manufacturers: z.array(z.uuid("Unknown manufacturer")).max(500).optional(),
    hoseTypes: z.array(z.uuid("Unknown hose type")).max(500).optional(),
    updateConfig: z.boolean().optional(),
    publicCard: PublicCardSettingsSchema.optional(),
    inspections: InspectionRulesSchema.optional(),
    timeZone: TimeZoneSchema.optional(),
  })
  .refine((body) => SETTINGS_KEYS.some((key) => body[key] !== undefined), {
    message: "Send the organisation form or at least one setting",
  });
export type OrganisationSettingsPatchInput = z.infer<typeof OrganisationSettingsPatchSchema>;

/**
 * POST /organisations' body: the create payload without an acting organisation, the
 * organisation form when a client admin or distributor adds one (the caller decides which).
 */
export const OrganisationAddBodySchema = z.union([OrganisationCreateSchema, OrganisationSaveSchema]);

/** PUT /organisations' body: the organisation form (with id) or the settings payload. */
export const OrganisationPutBodySchema = z.union([OrganisationUpdateSchema, OrganisationSettingsPatchSchema]);

/** A PUT /organisations body is the organisation form when it carries any of the form's keys. */
export function isOrganisationForm(body: unknown): boolean {
  return typeof body === "object" && body !== null && ORGANISATION_FORM_KEYS.some((key) => key in body);
}

/** An organisation as the API answers it (SPEC §3, Organisation). */
export const OrganisationRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountCode: z.string(),
  isDistributor: z.boolean(),
  distributorId: z.uuid().nullable(),
  distributorName: z.string().nullable(),
  /** The distributor is archived: it stays linked, but is not offered for new links. */
  distributorArchived: z.boolean(),
  distributorConfigurationsVisible: z.boolean(),
  configurationsVisible: z.boolean(),
  hoseCount: z.number().int(),
  contactName: z.string(),
  contactEmail: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  town: z.string(),
  postCode: z.string(),
  hoseInspectionMonths: z.number().int(),
  hoseReplacementMonths: z.number().int(),
  hoseReplacementWarningMonths: z.number().int(),
  fields: FieldLevelsSchema,
  manufacturers: z.array(z.uuid()).describe("Manufacturer ids listed prominently"),
  hoseTypes: z.array(z.uuid()).describe("Hose type ids listed prominently"),
  deletedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
