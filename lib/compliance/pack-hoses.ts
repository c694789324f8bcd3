import type { Prisma } from "@/lib/generated/prisma/client";

/** What a pack covers: a customer's active hoses, or those in one site or zone and below. */
export type PackScope = { clientId: string; organisationId: string; sitePath: string | null };

/**
 * The pack's hoses as a Prisma where (counts and the summary, with lib/hoses/schedule.ts's
 * status and due rules). A site's subtree is a prefix match on the zones' materialised path;
 * uninstalled hoses (no zone) belong to 'All sites' only.
 */
export function packHoseWhere(scope: PackScope): Prisma.HoseWhereInput {
  return {
    clientId: scope.clientId,
    customerOrganisationId: scope.organisationId,
    deletedAt: null,
    ...(scope.sitePath
      ? { zone: { OR: [{ path: scope.sitePath }, { path: { startsWith: `${scope.sitePath}/` } }] } }
      : {}),
  };
}

/** The same set in SQL for the bulk pool (the PDF's keyset batches): parameters $1-$3. */
export const PACK_HOSE_SQL = `h."clientId" = $1::uuid AND h."customerOrganisationId" = $2::uuid AND h."deletedAt" IS NULL
  AND ($3::text IS NULL OR z.path = $3::text OR z.path LIKE $3::text || '/%')`;

export const packHoseParams = (scope: PackScope) => [scope.clientId, scope.organisationId, scope.sitePath];
