import { EncryptJWT, jwtDecrypt } from "jose";
import { derivedKey } from "@/lib/core/secrets";
import type { FilterValues } from "@/lib/lists/schemas";

/**
 * `GET /{resource}/export` answers a URL the browser opens in a new tab (SPEC §7). The URL
 * carries a short-lived token naming who asked, for which client, organisation and filters;
 * the download re-checks the user's rights, session generation and that the very session that
 * asked has not logged out (its sid) when it runs. The token is
 * encrypted and authenticated (JWE, A256GCM), not only signed: a URL seen in a
 * log, a history or over a shoulder shows nobody's ids or filters.
 */
export type ExportRequest = {
  resource: string;
  clientId: string;
  userId: string;
  sessionVersion: number;
  /** The session that asked (a token's sid): its logout ends the link too. */
  sessionId: string | null;
  /** The admin behind an impersonation, named in the audit trail as for any action. */
  impersonator: { id: string; fullName: string } | null;
  organisationId: string | null;
  filters: FilterValues;
  /** csv when absent (every export before JSON existed). */
  format?: "csv" | "json";
};

const TTL_SECONDS = 300;

export async function signExport(req: ExportRequest): Promise<string> {
  return new EncryptJWT({ ...req, typ: "export" })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .encrypt(derivedKey("export"));
}

export async function verifyExport(token: string): Promise<ExportRequest | null> {
  try {
    const { payload } = await jwtDecrypt(token, derivedKey("export"), {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    if (payload.typ !== "export") return null;
    return payload as unknown as ExportRequest;
  } catch {
    return null;
  }
}
