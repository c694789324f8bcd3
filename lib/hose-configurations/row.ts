import type { Prisma } from "@/lib/generated/prisma/client";
import type { HoseConfigurationRow } from "./schemas";

/** What every configuration answer reads: the row, its owner's name, its active hoses. */
export const hoseConfigurationInclude = {
  organisation: { select: { name: true } },
  _count: { select: { hoses: { where: { deletedAt: null } } } },
} satisfies Prisma.HoseConfigurationInclude;

type Loaded = Prisma.HoseConfigurationGetPayload<{ include: typeof hoseConfigurationInclude }>;

export function toHoseConfigurationRow(row: Loaded): HoseConfigurationRow {
  const { organisation, _count, clientId: _clientId, createdAt, updatedAt, ...fields } = row;
  return {
    ...fields,
    organisationName: organisation.name,
    hoseCount: _count.hoses,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
