import { z } from "zod";
import { MeSchema, TokenPairSchema } from "@/lib/auth/schemas";
import { authOperations } from "./operations/auth";
import { clientOperations } from "./operations/clients";
import { exportOperations } from "./operations/exports";
import { hoseConfigurationOperations } from "./operations/hose-configurations";
import { hoseOperations } from "./operations/hoses";
import { humanCheckOperations } from "./operations/human-check";
import { impersonationOperations } from "./operations/impersonation";
import { manufacturerOperations } from "./operations/manufacturers";
import { organisationOperations } from "./operations/organisations";
import { siteOperations } from "./operations/sites";
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
  ...hoseOperations,
  ...siteOperations,
  ...exportOperations,
  ...uploadOperations,
  {
    method: "get",
    path: "/openapi.json",
    tag: "Meta",
    summary: "This document",
    auth: "public",
    response: z.looseObject({ openapi: z.literal("3.1.0") }).describe("OpenAPI 3.1 document"),
  },
];

let cached: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(
    {
      title: "Hose portal API",
      version: "1",
      description:
        "REST API of the hose portal (web and mobile tagging app). The client (tenant) is the request hostname or X-Client-Host. " +
        'Errors are JSON {"<field>": ["message"], "global": ["message"]}; notices travel in the user-message header.',
    },
    operations,
    { TokenPair: TokenPairSchema, Me: MeSchema },
  );
  return cached;
}
