import { z } from "zod";
import { MeSchema, TokenPairSchema } from "@/lib/auth/schemas";
import { activityOperations } from "./operations/activity";
import { authOperations } from "./operations/auth";
import { checklistOperations } from "./operations/checklists";
import { clientOperations } from "./operations/clients";
import { compliancePackOperations } from "./operations/compliance-packs";
import { digestOperations } from "./operations/digests";
import { exportOperations } from "./operations/exports";
import { hoseConfigurationImportOperations, hoseConfigurationOperations } from "./operations/hose-configurations";
import { hoseImportOperations } from "./operations/hose-import";
import { hoseOperations } from "./operations/hoses";
import { humanCheckOperations } from "./operations/human-check";
import { impersonationOperations } from "./operations/impersonation";
import { integrationOperations, webhookDeclarations } from "./operations/integrations";
import { manufacturerOperations } from "./operations/manufacturers";
import { notificationOperations } from "./operations/notifications";
import { organisationOperations } from "./operations/organisations";
import { quoteOperations } from "./operations/quotes";
import { serviceLifeOperations } from "./operations/service-life";
import { siteOperations } from "./operations/sites";
import { syncOperations } from "./operations/sync";
import { tagOperations } from "./operations/tags";
import { uploadOperations } from "./operations/uploads";
import { userOperations } from "./operations/users";
import { buildOpenApiDocument, type OpenApiDocument, type Operation } from "./registry";

/** Every /api/v1 operation (a test checks each route file's methods are declared here). */
export const operations: Operation[] = [
  ...authOperations,
  ...impersonationOperations,
  ...humanCheckOperations,
  ...userOperations,
  ...clientOperations,
  ...organisationOperations,
  ...manufacturerOperations,
  ...hoseConfigurationOperations,
  ...hoseConfigurationImportOperations,
  ...hoseOperations,
  ...hoseImportOperations,
  ...checklistOperations,
  ...quoteOperations,
  ...siteOperations,
  ...exportOperations,
  ...compliancePackOperations,
  ...tagOperations,
  ...uploadOperations,
  ...digestOperations,
  ...notificationOperations,
  ...activityOperations,
  ...syncOperations,
  ...integrationOperations,
  ...serviceLifeOperations,
  {
    method: "get",
    path: "/openapi.json",
    tag: "Meta",
    summary: "This document",
    auth: "public",
    response: z.looseObject({ openapi: z.literal("3.1.0") }).describe("OpenAPI 3.1 document"),
  },
];

/** Every tag the operations use needs a description (the document refuses to build otherwise). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  "Auth and profile":
    "Login, token refresh, registration, password reset, email validation and the signed-in user's profile",
  Impersonation: "Client admins acting as users; system admins signing in to a client through one-time links",
  "Human verification": "ALTCHA proof-of-work challenges for register and forgot password",
  Users: "Users of an organisation, their roles and pending invitations",
  Clients: "Clients (tenants): the current client's public settings, client settings, manage clients, client admins",
  Organisations: "Distributors and customers, customer links and configuration visibility, organisation settings",
  Manufacturers: "The client's manufacturers",
  Catalogue: "The client's catalogue lookups (hose types, bore sizes, manufacturers, connections, sizes, pressures)",
  "Hose configurations": "The configuration library of distributors and customers",
  Hoses: "Tagged hoses: list, detail, create, edit, archive, lookup by scanned tag",
  Inspections: "Inspections and notes on hoses (hoseMeta), and the inspections list",
  Checklists: "Checklist templates (versioned) and the organisation's choice of checklist",
  "Sites and zones": "A customer's tree of sites and zones",
  Quotes: "Quote requests and offers between customers and their distributors",
  Uploads: "Documents and photos on hoses: upload (type by content), thumbnails, signed download links, delete",
  Exports: "CSV downloads behind short-lived signed links",
  "Compliance packs":
    "PDF packs of a customer's (or a site's) hoses and inspection history for auditors, built by a queued job and kept for download",
  Tags: "Tag management for system admins: usage counters, tag file upload and deletion, tag batches",
  Notifications: "Hose failures told at once: inspections that say Replace and problem reports, per user",
  Digests: "Due-and-overdue hose email digests: the one-click unsubscribe of their emails",
  "Service life": "Life policies (the rules behind due dates) and service-life analytics of retired hoses",
  Activity: "The audit trail of every write: who (and the admin behind an impersonation), when, what changed",
  Offline: "The organisation's hoses kept on a device for work without a network: a full copy, then delta syncs",
  Integrations:
    "An organisation's API keys (X-Api-Key) and webhooks (Standard Webhooks deliveries with a log, resend and test)",
  Meta: "This document",
};

let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(
    {
      title: "Hose portal API",
      version: "1",
      description:
        "REST API of the hose portal (web and mobile tagging app). The client (tenant) is the request hostname or X-Client-Host. " +
        'Errors are JSON {"<field>": ["message"], "global": ["message"]}; notices travel in the user-message header, percent-encoded as UTF-8.',
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    operations,
    { TokenPair: TokenPairSchema, Me: MeSchema },
    TAG_DESCRIPTIONS,
    webhookDeclarations,
  );
  return cached;
}
