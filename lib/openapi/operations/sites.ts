import { z } from "zod";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import {
  SiteCreateSchema,
  SiteDetailSchema,
  SiteSchema,
  SiteTreeNodeSchema,
  SiteTreeParamsSchema,
  SiteUpdateSchema,
} from "@/lib/sites/schemas";
import type { Operation } from "../registry";
import { IdResultSchema } from "./rows";

const tag = "Sites and zones";
const ADMIN = "Not an Admin of the organisation (or read-only): only Admins change sites and zones";
const NOT_FOUND = "No such site, zone or customer, or one the caller cannot see";
const VALIDATION =
  "Name missing or too long; a parent of another customer; a move under itself or one of its own zones";

export const siteOperations: Operation[] = [
  {
    method: "get",
    path: "/sites",
    tag,
    summary: "The visible sites and zones, paginated by trail",
    description:
      "Filters (JSON object): `organisationId` (one customer) and `search` (part of the trail, case-insensitive).",
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(SiteSchema),
  },
  {
    method: "post",
    path: "/sites",
    tag,
    summary: "Add a site (parentId null) or a zone under a site or zone of the same customer (Admin)",
    auth: "user",
    body: SiteCreateSchema,
    response: SiteSchema,
    status: 201,
    userMessage: "{name} has been added",
    errors: { 403: ADMIN, 404: NOT_FOUND, 409: "A sibling has this name (case-insensitive)", 422: VALIDATION },
  },
  {
    method: "put",
    path: "/sites",
    tag,
    summary: "Rename and/or move a site or zone within its customer (Admin); its sub-zones' trails follow",
    auth: "user",
    body: SiteUpdateSchema,
    response: SiteSchema,
    userMessage: "{name} has been saved",
    errors: {
      403: ADMIN,
      404: NOT_FOUND,
      409: "A sibling at the destination has this name (case-insensitive)",
      422: VALIDATION,
    },
  },
  {
    method: "get",
    path: "/sites/list/{organisationId}",
    tag,
    summary: "A customer's sites and zones as a tree: the sites, each with nested children",
    auth: "user",
    params: SiteTreeParamsSchema,
    response: z.array(SiteTreeNodeSchema),
    errors: { 404: "No such customer, or one the caller cannot see" },
  },
  {
    method: "get",
    path: "/sites/{id}",
    tag,
    summary: "A site or zone with its number of direct zones and of active hoses in it and below",
    auth: "user",
    params: IdParamsSchema,
    response: SiteDetailSchema,
    errors: { 404: NOT_FOUND },
  },
  {
    method: "delete",
    path: "/sites/{id}",
    tag,
    summary: "Delete a site or zone and every zone below it (Admin)",
    description:
      "Refused (409) while any non-archived hose is in it or below; archived hoses there lose their location.",
    auth: "user",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "{trail} has been deleted",
    errors: { 403: ADMIN, 404: NOT_FOUND, 409: "Active hoses are in it or below: move or uninstall them first" },
  },
];
