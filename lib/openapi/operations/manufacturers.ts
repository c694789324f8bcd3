import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import { ManufacturerCreateSchema, ManufacturerSchema, ManufacturerUpdateSchema } from "@/lib/manufacturers/schemas";
import type { Operation } from "../registry";
import { IdResultSchema } from "./rows";

const tag = "Manufacturers";
const CLIENT_ADMIN = "Not a client admin";

export const manufacturerOperations: Operation[] = [
  {
    method: "get",
    path: "/manufacturers",
    tag,
    summary: "The client's manufacturers, paginated",
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(ManufacturerSchema),
  },
  {
    method: "post",
    path: "/manufacturers",
    tag,
    summary: "Add a manufacturer (client admin)",
    auth: "user",
    body: ManufacturerCreateSchema,
    response: ManufacturerSchema,
    status: 201,
    userMessage: "{name} has been added",
    errors: { 403: CLIENT_ADMIN, 409: "The name is taken" },
  },
  {
    method: "put",
    path: "/manufacturers",
    tag,
    summary: "Rename a manufacturer (client admin)",
    auth: "user",
    body: ManufacturerUpdateSchema,
    response: ManufacturerSchema,
    userMessage: "{name} has been saved",
    errors: { 403: CLIENT_ADMIN, 404: "No such manufacturer", 409: "The name is taken" },
  },
  {
    method: "get",
    path: "/manufacturers/{id}",
    tag,
    summary: "A manufacturer",
    auth: "user",
    params: IdParamsSchema,
    response: ManufacturerSchema,
    errors: { 404: "No such manufacturer" },
  },
  {
    method: "delete",
    path: "/manufacturers/{id}",
    tag,
    summary: "Delete a manufacturer (client admin)",
    auth: "user",
    params: IdParamsSchema,
    response: IdResultSchema,
    userMessage: "{name} has been deleted",
    errors: { 403: CLIENT_ADMIN, 404: "No such manufacturer" },
  },
];
