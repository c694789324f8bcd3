import { CatalogueQuerySchema, CatalogueSchema } from "@/lib/catalogue/schemas";
import {
  HoseConfigurationCreateSchema,
  HoseConfigurationDeleteResultSchema,
  HoseConfigurationSchema,
  HoseConfigurationUpdateSchema,
} from "@/lib/hose-configurations/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import type { Operation } from "../registry";

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
    description: "Client admins must name the owning organisation (organisationId); others add to their own. Names are unique (any case) among the library's visible configurations.",
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
    userMessage: "{name} has been deleted, or {name} is used by N tagged hoses: it has been hidden from the library and those hoses keep it",
    errors: { 403: CANNOT_CHANGE, 404: "No such configuration" },
  },
];
