import { LIMITS, assertRateLimitLeft, recordRateLimitHit } from "@/lib/auth/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import type { AuthedCtx } from "@/lib/core/ctx";
import { AppError } from "@/lib/core/errors";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ATTESTATION_TEXT } from "./attestation-text";

export { ATTESTATION_TEXT };

/** What an inspection carries beside its result to say who stood behind it. */
export type AttestationInput = {
  /** A signature drawn on the screen: a PNG as a data URL (data:image/png;base64,...). */
  signatureImage?: string | null;
  /** The inspector's own password, as a signature on a desktop without a pen. */
  signaturePassword?: string | null;
};

/** The largest signature image kept (a drawn signature is a few kilobytes). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PreparedAttestation = {
  save: (tx: Prisma.TransactionClient, hoseMetaId: string) => Promise<void>;
};

/** "Qualification (issued by X, valid until YYYY-MM-DD)": the competence as kept with an inspection. */
export const competenceText = (c: { qualification: string; issuedBy: string; validUntil: Date }) =>
  `${c.qualification} (issued by ${c.issuedBy}, valid until ${toIsoDate(c.validUntil)})`;

/**
 * The customer's rules for who may inspect its hoses and how, checked before the inspection is
 * written (the password check is slow, so it runs outside the write's transaction and its lock).
 * A customer that requires competence refuses (403) an inspector without a competence record
 * valid on the inspection's date: it is about who inspects, not what was sent. A customer that
 * requires signatures refuses (422 on `signature`) an inspection with neither a drawn signature
 * nor the inspector's password. Either way the competence valid then and any signature are kept
 * with the inspection (InspectionAttestation), so the record says who stood behind it even after
 * the competence record or the rules change. Null when there is nothing to keep.
 */
export async function prepareAttestation(
  ctx: AuthedCtx,
  customerOrganisationId: string,
  inspectionDate: Date,
  input: AttestationInput,
): Promise<PreparedAttestation | null> {
  const [customer, competence] = await Promise.all([
    db().organisation.findFirstOrThrow({
      where: { id: customerOrganisationId, clientId: ctx.client.id },
      select: { requireInspectorCompetence: true, requireSignedInspections: true },
    }),
    db().competence.findFirst({
      // Only an approved record counts: a self-declared one is unverified until an Admin checks it.
      where: {
        clientId: ctx.client.id,
        userId: ctx.user.id,
        validUntil: { gte: inspectionDate },
        approvedAt: { not: null },
      },
      orderBy: [{ validUntil: "desc" }, { id: "asc" }],
    }),
  ]);
  if (customer.requireInspectorCompetence && !competence)
    throw new AppError("FORBIDDEN", { global: [ATTESTATION_TEXT.competenceRequired] });

  const signature = await readSignature(ctx, input);
  if (customer.requireSignedInspections && !signature)
    throw new AppError("INVALID", { signature: [ATTESTATION_TEXT.signatureRequired] });
  if (!competence && !signature) return null;

  const signedAt = new Date();
  const signerName = `${ctx.user.firstName} ${ctx.user.lastName}`.trim();
  return {
    save: async (tx, hoseMetaId) => {
      await tx.inspectionAttestation.create({
        data: {
          hoseMetaId,
          clientId: ctx.client.id,
          competenceId: competence?.id ?? null,
          competence: competence ? competenceText(competence) : null,
          ...(signature
            ? {
                signatureMethod: signature.method,
                signatureImage: signature.image ? new Uint8Array(signature.image) : null,
                signedAt,
                signerName,
              }
            : {}),
        },
      });
    },
  };
}

async function readSignature(
  ctx: AuthedCtx,
  input: AttestationInput,
): Promise<{ method: "drawn" | "password"; image: Buffer | null } | null> {
  // A signature is the inspector's own: not an API key's (it acts in its creator's name) nor an
  // impersonating admin's (the signer would be the impersonated person).
  if ((input.signatureImage || input.signaturePassword) && (ctx.apiKey || ctx.impersonator))
    throw new AppError("FORBIDDEN", { global: [ATTESTATION_TEXT.signatureNotYours] });
  if (input.signatureImage) {
    const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(input.signatureImage);
    const image = match ? Buffer.from(match[1]!, "base64") : null;
    if (!image || image.length > SIGNATURE_MAX_BYTES || !image.subarray(0, 8).equals(PNG_MAGIC))
      throw new AppError("INVALID", { signatureImage: [ATTESTATION_TEXT.signatureNotPng] });
    return { method: "drawn", image };
  }
  if (input.signaturePassword) {
    // Wrong passwords count against the same limit as failed logins, so signing is no way
    // around the login's limit on guessing.
    const failures = `signature:account:${ctx.client.id}:${ctx.user.id}`;
    await assertRateLimitLeft(failures, LIMITS.loginAccount);
    const row = await db().user.findUniqueOrThrow({ where: { id: ctx.user.id }, select: { passwordHash: true } });
    if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.signaturePassword))) {
      await recordRateLimitHit(failures, LIMITS.loginAccount);
      throw new AppError("INVALID", { signaturePassword: [ATTESTATION_TEXT.wrongPassword] });
    }
    return { method: "password", image: null };
  }
  return null;
}
