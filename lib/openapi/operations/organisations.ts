import { z } from "zod";
import { BooleanSegment, IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import { FieldLevelsSchema } from "@/lib/hoses/field-levels";
import {
  OrganisationAddBodySchema,
  OrganisationPutBodySchema,
  OrganisationRowSchema,
  OrganisationSettingsSchema,
  PublicCardSettingsSchema,
  InspectionRulesSchema,
} from "@/lib/organisations/schemas";
import type { Operation } from "../registry";

const tag = "Organisations";

export const OrganisationCreatedSchema = z.object({ id: z.uuid(), accountCode: z.string().length(6) });

const OrganisationSettingsResultSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  hoseInspectionMonths: z.number().int(),
  hoseReplacementMonths: z.number().int(),
  hoseReplacementWarningMonths: z.number().int(),
  fields: FieldLevelsSchema,
  manufacturers: z.array(z.uuid()),
  hoseTypes: z.array(z.uuid()),
  /** What /t/{tagId} shows someone who is not signed in. */
  publicCard: PublicCardSettingsSchema,
  /** IANA time zone of the organisation's email digests. */
  timeZone: z.string().describe("IANA time zone, e.g. Europe/London"),
  /** Competence and signatures required for inspections of this customer's hoses. */
  inspections: InspectionRulesSchema,
});

export const organisationOperations: Operation[] = [
  {
    method: "get",
    path: "/organisations",
    tag,
    summary: "Organisations (client admin: every organisation) or Customers (distributor: its linked customers)",
    description:
      "filters (JSON object): search; client admins also type (distributor, customer), status (active by default, archived, all) and " +
      "distributor (list of ids: each distributor's network, the distributor itself and its customers; with type, one or the other).",
    auth: "user",
    organisation: "optional",
    query: ListQuerySchema,
    response: listResponseSchema(OrganisationRowSchema),
    errors: { 403: "A customer has no organisation list" },
  },
  {
    method: "put",
    path: "/organisations",
    tag,
    summary:
      "Edit an organisation (client admin: any; distributor: its customers, which stay linked to it), or save the current organisation's settings",
    description:
      "A body with any key of the organisation form is that form (with id). A body without them is the settings " +
      "payload of the X-Organisation-Id organisation (its Admin): only the keys sent change, the rest keep their " +
      "values; an id, if sent, must be that organisation's. PUT /organisation-settings takes the full settings payload.",
    auth: "user",
    organisation: "optional",
    body: OrganisationPutBodySchema,
    response: z
      .union([OrganisationRowSchema, OrganisationSettingsResultSchema])
      .describe("The organisation (form) or its settings (settings payload)"),
    userMessage: "{organisation} has been saved / Settings saved",
    errors: {
      403: "Not a client admin or a distributor, or read-only; for settings, not the organisation's Admin",
      404: "No such organisation within reach",
    },
  },
  {
    method: "post",
    path: "/organisations",
    tag,
    summary: "Create a distributor or customer organisation; the caller becomes its Admin",
    description:
      "Without X-Organisation-Id this is the OrganisationCreate screen (the first body). With X-Organisation-Id " +
      "of a client admin ('admin') or a distributor it adds an organisation from the list instead, with the second " +
      "body (PUT /organisations' form less the id; a distributor's new customer is linked to it) and the organisation " +
      "as the answer.",
    auth: "user",
    body: OrganisationAddBodySchema,
    response: z
      .union([OrganisationCreatedSchema, OrganisationRowSchema])
      .describe("{id, accountCode} (own organisation created) or the organisation (added from the list)"),
    status: 201,
    userMessage:
      "Organisation created, your new account code is {code} / {organisation} has been added, its account code is {code}",
    errors: { 403: "System admins cannot create an organisation" },
  },
  {
    method: "get",
    path: "/organisations/{id}",
    tag,
    summary: "An organisation's details (within the caller's reach)",
    auth: "user",
    organisation: "optional",
    params: IdParamsSchema,
    response: OrganisationRowSchema,
    errors: { 404: "No such organisation within reach" },
  },
  {
    method: "delete",
    path: "/organisations/{id}",
    tag,
    summary: "Archive an organisation (client admin)",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: OrganisationRowSchema,
    userMessage: "{organisation} has been archived",
    errors: { 403: "Not a client admin", 404: "No such organisation" },
  },
  {
    method: "patch",
    path: "/organisations/{id}",
    tag,
    summary: "Unarchive an organisation (client admin)",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: OrganisationRowSchema,
    userMessage: "{organisation} has been unarchived",
    errors: { 403: "Not a client admin", 404: "No such organisation" },
  },
  {
    method: "get",
    path: "/organisations/link/{ref}/{visible}",
    tag,
    summary: "Link a customer by its 6-character account code, with the distributor's configurations visible or not",
    description: "Changes state although a GET (API contract): browser callers must be same-origin.",
    auth: "user",
    organisation: "optional",
    params: z.object({ ref: z.string().length(6).describe("Account code"), visible: BooleanSegment }),
    response: z.object({ id: z.uuid(), name: z.string() }),
    userMessage: "{organisation} is now linked to your account / {organisation} is already linked to your account",
    errors: {
      403: "Not a distributor, or read-only",
      404: "No customer with this account code",
      409: "Already linked",
    },
  },
  {
    method: "delete",
    path: "/organisations/link/{ref}",
    tag,
    summary: "Unlink one of the distributor's customers",
    auth: "user",
    organisation: "optional",
    params: z.object({ ref: z.uuid().describe("Customer organisation id") }),
    response: z.object({ id: z.uuid() }),
    userMessage: "{organisation} has been unlinked",
    errors: { 403: "Not a distributor, or read-only", 404: "Not one of the distributor's customers" },
  },
  {
    method: "get",
    path: "/organisations/visible/{id}/{visible}",
    tag,
    summary: "Show or hide the distributor's configurations to a customer",
    description: "Changes state although a GET (API contract): browser callers must be same-origin.",
    auth: "user",
    organisation: "optional",
    params: z.object({ id: z.uuid(), visible: BooleanSegment }),
    response: z.object({ id: z.uuid(), distributorConfigurationsVisible: z.boolean() }),
    userMessage: "Whether the configurations are now shown or hidden",
    errors: { 403: "Not a distributor, or read-only", 404: "Not one of the distributor's customers" },
  },
  {
    method: "get",
    path: "/organisation-settings",
    tag,
    summary: "Settings of the X-Organisation-Id organisation (Admin)",
    auth: "user",
    organisation: "optional",
    response: OrganisationSettingsResultSchema,
    errors: { 403: "Not an Admin of the organisation" },
  },
  {
    method: "put",
    path: "/organisation-settings",
    tag,
    summary: "Save the organisation's settings (Admin); the client refreshes the current user afterwards",
    description:
      "publicCard turns the public hose card at /t/{tagId} on or off for anyone not signed in, and adds the customer's name, " +
      "site and zone, last inspector's name or the hose's documents to it. Left out, the public card settings stay as they are.",
    auth: "user",
    organisation: "optional",
    body: OrganisationSettingsSchema,
    response: OrganisationSettingsResultSchema,
    userMessage: "Settings saved (; N hoses rescheduled)",
    errors: { 403: "Not an Admin of the organisation" },
  },
];
