import { SignJWT, jwtVerify } from "jose";
import { derivedKey } from "@/lib/auth/secrets";
import type { FilterValues } from "@/lib/lists/schemas";

/**
 * `GET /{resource}/export` answers a URL the browser opens in a new tab (SPEC 7). The URL
 * carries a short-lived signed token naming who asked, for which client, organisation and
 * filters; the download re-checks the user's rights when it runs.
 */
export type ExportRequest = {
  resource: string;
  clientId: string;
  userId: string;
  sessionVersion: number;
  organisationId: string | null;
  filters: FilterValues;
};

const TTL_SECONDS = 300;

export async function signExport(req: ExportRequest): Promise<string> {
  return new SignJWT({ ...req, typ: "export" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(derivedKey("export"));
}

export async function verifyExport(token: string): Promise<ExportRequest | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey("export"), { algorithms: ["HS256"] });
    if (payload.typ !== "export") return null;
    return payload as unknown as ExportRequest;
  } catch {
    return null;
  }
}
