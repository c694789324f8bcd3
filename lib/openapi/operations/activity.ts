import { ACTIVITY_FILTERS_DESCRIPTION, ActivityRowSchema, ChainVerificationSchema } from "@/lib/audit/schemas";
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
  {
    method: "get",
    path: "/activity/verify",
    tag: "Activity",
    summary: "Whether the client's audit trail is unchanged: its hash chain checked entry by entry (client admins)",
    description:
      "Each entry of a client's trail stores its place in the chain, the hash of the entry before it and the SHA-256 " +
      "(hex) of its own canonical content, which includes that previous hash. The check recomputes every hash and " +
      "link and answers { valid, count, head }; when the chain is broken, firstBroken names the first entry that " +
      "breaks it (its id and position, from 1). Deleting a document or any other record appends an entry; none is " +
      "ever removed.",
    auth: "user",
    organisation: "admin",
    response: ChainVerificationSchema,
    errors: { 403: "Not a client admin" },
  },
];
