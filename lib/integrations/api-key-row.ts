import type { ApiKeyRow, ApiKeyScopeName } from "./schemas";

export const apiKeySelect = {
  id: true,
  name: true,
  scope: true,
  organisationId: true,
  prefix: true,
  createdAt: true,
  lastUsedAt: true,
  organisation: { select: { name: true } },
} as const;

type Selected = {
  id: string;
  name: string;
  scope: "READ" | "WRITE";
  organisationId: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  organisation: { name: string };
};

export const scopeName = (scope: "READ" | "WRITE"): ApiKeyScopeName => (scope === "READ" ? "read" : "write");

/** A key as the API and the screen show it: never its hash. */
export function toApiKeyRow(row: Selected): ApiKeyRow {
  return {
    id: row.id,
    name: row.name,
    scope: scopeName(row.scope),
    organisationId: row.organisationId,
    organisationName: row.organisation.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
