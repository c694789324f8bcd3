import { SignJWT, jwtVerify } from "jose";
import { derivedKey } from "@/lib/core/secrets";

/**
 * The local driver's download links: GET /api/v1/files/{token}. Like an S3 presigned URL the
 * token is the credential: it names the object, its type and file name, and expires after a few
 * minutes; the route checks the signature, the expiry and that the key belongs to the client
 * of the hostname, nothing else (the rights were checked when the link was made).
 */
export type FileLink = { key: string; filename: string; contentType: string; disposition: "inline" | "attachment" };

export async function signFileLink(link: FileLink, seconds: number): Promise<string> {
  return new SignJWT({ k: link.key, f: link.filename, t: link.contentType, d: link.disposition, typ: "file" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(derivedKey("file-link"));
}

export async function verifyFileLink(token: string): Promise<FileLink | null> {
  try {
    const { payload } = await jwtVerify(token, derivedKey("file-link"), { algorithms: ["HS256"] });
    if (
      payload.typ !== "file" ||
      typeof payload.k !== "string" ||
      typeof payload.f !== "string" ||
      typeof payload.t !== "string"
    )
      return null;
    return {
      key: payload.k,
      filename: payload.f,
      contentType: payload.t,
      disposition: payload.d === "inline" ? "inline" : "attachment",
    };
  } catch {
    return null;
  }
}
