import type { Operation } from "../registry";
import { SyncQuerySchema, SyncResponseSchema, WHOLE_COPY_MAX_HOSES } from "@/lib/sync/schemas";

export const syncOperations: Operation[] = [
  {
    method: "get",
    path: "/sync/hoses",
    tag: "Offline",
    summary: "The organisation's hoses for a device's offline copy: a full copy, then the changes since a cursor",
    description:
      "Without a cursor (or when the organisation's customers or the chosen sites changed since it was issued) the answer starts a full copy (reset: true): " +
      "empty what is kept, then apply every page. Send nextCursor back while hasMore; the last page's nextCursor asks for the next changes. " +
      "Hoses are replaced whole; removed lists ids to drop (archived, or outside the chosen sites). Zones, configurations and customers are the names hoses refer to. " +
      `An organisation with more than ${WHOLE_COPY_MAX_HOSES} active hoses is kept by site: without sites the answer lists them in sitesRequired and holds no hoses.`,
    auth: "user",
    query: SyncQuerySchema,
    response: SyncResponseSchema,
    errors: {
      403: "The caller acts for no organisation (the client-admin area)",
      422: "The cursor or the sites are not valid",
    },
  },
];
