import { CatalogueQuerySchema, CatalogueSchema } from "@/lib/catalogue/schemas";
import {
  HoseConfigurationCreateSchema,
  HoseConfigurationDeleteResultSchema,
  HoseConfigurationSchema,
  HoseConfigurationUpdateSchema,
} from "@/lib/hose-configurations/schemas";
import {
  BlankTemplateParamsSchema,
  HoseConfigurationImportResultSchema,
  HoseConfigurationImportSchema,
} from "@/lib/hose-configurations/import/schemas";
import { TEMPLATE_HEADERS } from "@/lib/hose-configurations/import/template";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import type { Operation } from "../registry";
import { ExportUrlSchema } from "./exports";

const tag = "Hose configurations";
const CANNOT_CHANGE =
  "Read-only user, a customer whose distributor's configurations are hidden, or a configuration of another organisation the caller can only see";

export const hoseConfigurationOperations: Operation[] = [
  {
    method: "get",
    path: "/config",
    tag: "Catalogue",
    summary: "The catalogue lookups (hose types, bore sizes, manufacturers, connections, jump sizes, size mappings)",
    description:
      "Manufacturers and hose types carry the current organisation's prominence (1 top, 0 bottom) and come prominent first. " +
      "Cached per client for a short time; `reload=true` reads the database again. Answers carry an ETag; a matching If-None-Match gets 304 with no body.",
    auth: "user",
    organisation: "optional",
    query: CatalogueQuerySchema,
    response: CatalogueSchema,
  },
  {
    method: "get",
    path: "/hose-configurations",
    tag,
    summary: "The configuration libraries the caller sees, paginated and sorted by name",
    description:
      "Filters: search (name), organisationId (a library the caller can read; client admins any organisation), type, boreSize. " +
      "Client admins see every library; a distributor its own; a customer its own plus its distributor's while visible to it. Hidden configurations never appear.",
    auth: "user",
    organisation: "admin",
    query: ListQuerySchema,
    response: listResponseSchema(HoseConfigurationSchema),
  },
  {
    method: "post",
    path: "/hose-configurations",
    tag,
    summary: "Add a configuration to a library",
    description:
      "Client admins must name the owning organisation (organisationId); others add to their own. Names are unique (any case) among the library's visible configurations.",
    auth: "user",
    organisation: "admin",
    body: HoseConfigurationCreateSchema,
    response: HoseConfigurationSchema,
    status: 201,
    userMessage: "{name} has been added",
    errors: { 403: CANNOT_CHANGE, 404: "No such organisation", 409: "Name already exists" },
  },
  {
    method: "put",
    path: "/hose-configurations",
    tag,
    summary: "Update a configuration of the caller's library",
    auth: "user",
    organisation: "admin",
    body: HoseConfigurationUpdateSchema,
    response: HoseConfigurationSchema,
    userMessage: "{name} has been saved",
    errors: { 403: CANNOT_CHANGE, 404: "No such configuration (or hidden)", 409: "Name already exists" },
  },
  {
    method: "get",
    path: "/hose-configurations/{id}",
    tag,
    summary: "A configuration (hidden ones too, for the hoses that keep them)",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: HoseConfigurationSchema,
    errors: { 404: "No such configuration, or not in a library the caller can see" },
  },
  {
    method: "delete",
    path: "/hose-configurations/{id}",
    tag,
    summary: "Delete a configuration; one used by hoses is hidden instead and the hoses keep it",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: HoseConfigurationDeleteResultSchema,
    userMessage:
      "{name} has been deleted, or {name} is used by N tagged hoses: it has been hidden from the library and those hoses keep it",
    errors: { 403: CANNOT_CHANGE, 404: "No such configuration" },
  },
];

const IMPORT_FORBIDDEN =
  "Read-only user, a customer whose distributor's configurations are hidden, or another organisation's library the caller can only read";

/** SPEC §7 import and its templates. */
export const hoseConfigurationImportOperations: Operation[] = [
  {
    method: "get",
    path: "/hose-configurations/export-template/{id}",
    tag,
    summary:
      "'Download existing': a short-lived URL of organisation {id}'s configurations as the import template (DO-NOT-EDIT = id)",
    description: `Columns: ${TEMPLATE_HEADERS.join(", ")}. UTF-8 with a byte order mark; sleeving and certificates 1 or 0.`,
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    response: ExportUrlSchema,
    errors: { 403: IMPORT_FORBIDDEN, 404: "No such organisation, or one the caller cannot see" },
  },
  {
    method: "get",
    path: "/hose-configurations/export-template/{id}/{blank}",
    tag,
    summary: "'Download blank template': a short-lived URL of the template's header line",
    auth: "user",
    organisation: "admin",
    params: BlankTemplateParamsSchema,
    response: ExportUrlSchema,
    errors: { 403: IMPORT_FORBIDDEN, 404: "No such organisation, or one the caller cannot see" },
  },
  {
    method: "post",
    path: "/hose-configurations/import/{id}",
    tag,
    summary: "Import configurations into organisation {id}'s library: all rows or none",
    description:
      "Every row is validated with the preview's rules. Any error refuses the whole file: 422 with `global` " +
      "['There are errors in the file. Please fix them before importing'] and `configurations.{index}` -> that row's messages. " +
      "Otherwise one transaction creates the new catalogue values the warnings named, updates the rows whose id is given (only where a value changed) and creates the rest.",
    auth: "user",
    organisation: "admin",
    params: IdParamsSchema,
    body: HoseConfigurationImportSchema,
    response: HoseConfigurationImportResultSchema,
    userMessage: "Imported N configurations",
    errors: {
      403: IMPORT_FORBIDDEN,
      404: "No such organisation, or one the caller cannot see",
      422: "A row has errors (per-row messages), or the body is malformed",
      413: "The request body is larger than 32 MB",
    },
  },
];
