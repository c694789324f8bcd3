import { ACTIVITY_FILTERS_DESCRIPTION, ActivityRowSchema } from "@/lib/audit/schemas";
import { ListQuerySchema, listResponseSchema } from "@/lib/lists/schemas";
import type { Operation } from "../registry";

export const activityOperations: Operation[] = [
  {
    method: "get",
    path: "/activity",
    tag: "Activity",
    summary:
      "The audit trail: who changed what and when (organisation Admins: their organisation; client admins: the client)",
    description:
      `${ACTIVITY_FILTERS_DESCRIPTION} Every write records its entry in the same transaction; the table is append-only ` +
      "(the database refuses UPDATE and DELETE).",
    auth: "user",
    query: ListQuerySchema,
    response: listResponseSchema(ActivityRowSchema),
    errors: { 403: "Not an Admin of the organisation acted for, nor a client admin" },
  },
];
