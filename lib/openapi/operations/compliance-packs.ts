import { IdParamsSchema } from "@/lib/http/params";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import {
  CompliancePackCreateSchema,
  CompliancePackDownloadQuerySchema,
  CompliancePackDownloadSchema,
  CompliancePackSchema,
} from "@/lib/compliance/schemas";
import type { Operation } from "../registry";

const tag = "Compliance packs";
const WHO = "Not a client admin, or an Admin or Manager of the customer or of its distributor";
const NOT_FOUND = "No such pack, or one of a customer the caller cannot see";

export const compliancePackOperations: Operation[] = [
  {
    method: "get",
    path: "/compliance-packs",
    tag,
    summary: "The compliance packs of the caller's customers, newest first",
    description: 'Filters (JSON object): `organisationId` (one customer), e.g. `{"organisationId":"..."}`.',
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(CompliancePackSchema),
    errors: { 403: WHO },
  },
  {
    method: "post",
    path: "/compliance-packs",
    tag,
    summary: "Ask for a compliance pack (PDF) of a customer, or of one of its sites or zones; a queued job builds it",
    description:
      "The answer is the queued pack; poll `GET /compliance-packs/{id}` for its progress (hoses done / total) until its status is DONE, then download it. " +
      "When a pack of the same customer and site is already queued or being built, that pack is answered instead, with status 200 and 'The compliance pack of {organisation} is already being prepared'.",
    auth: "user",
    body: CompliancePackCreateSchema,
    response: CompliancePackSchema,
    status: 201,
    userMessage: "The compliance pack of {organisation} is being prepared",
    errors: {
      403: WHO,
      404: "No such customer, or one the caller cannot see",
      422: "The site is not one of the customer's",
    },
  },
  {
    method: "get",
    path: "/compliance-packs/{id}",
    tag,
    summary: "A compliance pack: status (QUEUED, RUNNING, DONE, FAILED) and progress",
    auth: "user",
    params: IdParamsSchema,
    response: CompliancePackSchema,
    errors: { 403: WHO, 404: NOT_FOUND },
  },
  {
    method: "get",
    path: "/compliance-packs/{id}/download",
    tag,
    summary: "A short-lived signed link to the pack's PDF, or its JSON (rights re-checked at each call)",
    auth: "user",
    params: IdParamsSchema,
    query: CompliancePackDownloadQuerySchema,
    response: CompliancePackDownloadSchema,
    errors: { 403: WHO, 404: NOT_FOUND, 409: "The pack is not ready yet (queued, running or failed)" },
  },
];
