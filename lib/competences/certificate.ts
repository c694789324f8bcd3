import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record-audit";
import { requirePerson, type AuthedCtx } from "@/lib/core/ctx";
import { AppError, conflict, forbidden, notFound } from "@/lib/core/errors";
import { db } from "@/lib/db/client";
import { assertReadableImage } from "@/lib/hoses/documents/create-upload";
import { cleanFilename, detectUploadType, isImage } from "@/lib/hoses/documents/file-types";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { storage } from "@/lib/storage";
import { canApproveCompetences } from "./access";
import { approvableCompetences } from "./approve-competence";
import type { CompetenceCertificateInput } from "./schemas";

export const CERTIFICATE_TYPES = "A certificate must be a PDF, PNG or JPEG file";
export const CERTIFICATE_APPROVED =
  "This competence was approved with its certificate: add a new competence record for a new certificate";
export const certificateSavedMessage = (qualification: string) => `The certificate of ${qualification} has been saved`;

const ACCEPTED = new Set(["application/pdf", "image/png", "image/jpeg"]);

/**
 * PUT /me/competences/{id}/certificate: the holder files the certificate of one of their own
 * competence records (another's, or another client's, is not found). The type is decided by the
 * content, as for every upload: a PDF, PNG or JPEG, at most 10 MB. A record an Admin approved
 * with a certificate keeps that one (the approval vouched for it); one approved without may gain
 * one. Not while impersonating: the certificate speaks for the person. The object is stored
 * first, then the row; a failed row removes the object again, and a replaced one is removed once
 * the new one is on record.
 */
export async function saveOwnCertificate(ctx: AuthedCtx, id: string, input: CompetenceCertificateInput) {
  requirePerson(ctx);
  if (ctx.impersonator) throw forbidden("A certificate cannot be filed while impersonating");
  const row = await db().competence.findFirst({
    where: { id, clientId: ctx.client.id, userId: ctx.user.id },
    select: { id: true, qualification: true, approvedAt: true, certificateKey: true },
  });
  if (!row) throw notFound("Competence not found");
  if (row.approvedAt && row.certificateKey) throw conflict({ base64Data: [CERTIFICATE_APPROVED] });

  const bytes = new Uint8Array(Buffer.from(input.base64Data, "base64"));
  if (bytes.byteLength === 0) throw new AppError("INVALID", { base64Data: ["The file is empty"] });
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError("INVALID", { base64Data: [UPLOAD_TOO_LARGE] });
  const type = await detectUploadType(bytes);
  if (!type || !ACCEPTED.has(type.mimetype)) throw new AppError("INVALID", { base64Data: [CERTIFICATE_TYPES] });
  if (isImage(type.mimetype)) await assertReadableImage(bytes);

  const s = await storage();
  const storageKey = `${ctx.client.id}/competences/${randomUUID()}`;
  const filename = cleanFilename(input.filename, type);
  await s.put(storageKey, bytes, type.mimetype);
  try {
    await db().$transaction(async (tx) => {
      // Only the row as it was read: a concurrent approval or replacement makes this one lose.
      const { count } = await tx.competence.updateMany({
        where: { id: row.id, certificateKey: row.certificateKey, approvedAt: row.approvedAt },
        data: {
          certificateKey: storageKey,
          certificateFilename: filename,
          certificateMimetype: type.mimetype,
          certificateSize: bytes.byteLength,
        },
      });
      if (count === 0) throw conflict({ global: ["This competence changed meanwhile, please try again"] });
      await recordAudit(tx, ctx, {
        action: "user.competence.certificate",
        entity: "User",
        entityId: ctx.user.id,
        label: `${ctx.user.firstName} ${ctx.user.lastName}`.trim(),
        organisationId: null,
        data: { competenceId: row.id, filename, mimetype: type.mimetype, size: bytes.byteLength },
      });
    });
  } catch (error) {
    await s
      .delete(storageKey)
      .catch((e: unknown) => console.error(`[competences] could not remove ${storageKey} after a failed save`, e));
    throw error;
  }
  if (row.certificateKey)
    await s
      .delete(row.certificateKey)
      .catch((e: unknown) => console.error(`[competences] could not remove the replaced ${row.certificateKey}`, e));
  return {
    certificate: { filename, mimetype: type.mimetype, size: bytes.byteLength },
    message: certificateSavedMessage(row.qualification),
  };
}

/**
 * GET /competences/{id}/certificate: a 5-minute link to the certificate, for its holder and for
 * the Admins who approve the holder's competences (a client admin anyone's, an organisation's
 * Admin its members'). Anyone else: 403; a record out of an Admin's reach: 404.
 */
export async function competenceCertificateLink(ctx: AuthedCtx, id: string) {
  requirePerson(ctx);
  const own = await db().competence.findFirst({ where: { id, clientId: ctx.client.id, userId: ctx.user.id } });
  let row = own;
  if (!row) {
    if (!canApproveCompetences(ctx)) throw forbidden();
    row = await db().competence.findFirst({ where: { AND: [approvableCompetences(ctx), { id }] } });
  }
  if (!row) throw notFound("Competence not found");
  if (!row.certificateKey || !row.certificateFilename || !row.certificateMimetype)
    throw notFound("No certificate is on file for this competence");
  const url = await (
    await storage()
  ).signedUrl(row.certificateKey, {
    filename: row.certificateFilename,
    contentType: row.certificateMimetype,
    disposition: "attachment",
  });
  return {
    filename: row.certificateFilename,
    mimetype: row.certificateMimetype,
    size: row.certificateSize ?? 0,
    url,
  };
}
