import {
  ChecklistSaveSchema,
  ChecklistSchema,
  ChecklistSettingsResponseSchema,
  ChecklistSettingsSchema,
} from "@/lib/checklists/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import type { Operation } from "../registry";

const tag = "Checklists";
const OWNER = "Neither a client admin (acting as admin) nor a distributor's Admin";

export const checklistOperations: Operation[] = [
  {
    method: "get",
    path: "/checklists",
    tag,
    summary: "The checklist templates that apply to the caller's organisation (newest versions)",
    description:
      "The client's own templates and, for a customer, its distributor's (for a distributor, its own). An inspection names the version it answered as checklistId in POST /hoseMeta.",
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(ChecklistSchema),
  },
  {
    method: "post",
    path: "/checklists",
    tag,
    summary: "Add a checklist template (client admin; a distributor's Admin for its customers)",
    auth: "user",
    body: ChecklistSaveSchema,
    response: ChecklistSchema,
    status: 201,
    userMessage: "Checklist {name} added",
    errors: { 403: OWNER },
  },
  {
    method: "put",
    path: "/checklists/{id}",
    tag,
    summary: "Edit a checklist template: writes its next version (inspections keep the version they used)",
    auth: "user",
    params: IdParamsSchema,
    body: ChecklistSaveSchema,
    response: ChecklistSchema,
    status: 201,
    userMessage: "Checklist {name} saved as version {version}",
    errors: { 403: OWNER, 404: "No such template of the caller's", 409: "Not the newest version" },
  },
  {
    method: "get",
    path: "/checklist-settings",
    tag,
    summary: "The organisation's checklist and whether inspections must use it (Admin)",
    auth: "user",
    response: ChecklistSettingsResponseSchema,
    errors: { 403: "Not the organisation's Admin" },
  },
  {
    method: "put",
    path: "/checklist-settings",
    tag,
    summary: "Choose the organisation's checklist and whether inspections must use it (Admin)",
    auth: "user",
    body: ChecklistSettingsSchema,
    response: ChecklistSettingsResponseSchema,
    userMessage: "Checklist settings saved",
    errors: { 403: "Not the organisation's Admin" },
  },
];
