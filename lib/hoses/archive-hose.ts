import type { AuthedCtx } from "@/lib/core/ctx";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { AppError, conflict, notFound } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { requireHoseChanges, visibleHoses } from "./access";
import { createUpload } from "./documents/create-upload";
import { hoseEntry } from "./audit";
import type { HoseArchiveInput } from "./schemas";

export const RETIREMENT_PHOTO_NOT_IMAGE = "Only photos (JPEG or PNG) can be sent";

/**
 * HoseDelete (SPEC §4 "active to archived; irreversible"): the hose leaves the lists and
 * counts, keeps its history, and its archive note joins the timeline. Its tag stays on it:
 * an archived hose still answers a scan of its tag. The reason (lib/hoses/retirement.ts) is
 * kept on the hose for the service-life analytics.
 */
export async function archiveHose(ctx: AuthedCtx, id: string, input: HoseArchiveInput): Promise<string> {
  const notes = input.notes;
  const retirementReason = input.retirementReason ?? null;
  requireHoseChanges(ctx);
  const hose = await db().hose.findFirst({
    where: { AND: [visibleHoses(ctx), { id }] },
    select: { id: true, name: true, tagId: true, deletedAt: true, customerOrganisationId: true },
  });
  if (!hose) throw notFound("Hose not found");
  if (hose.deletedAt) throw conflict({ global: ["This hose is already archived"] });
  const archive = async (tx: Prisma.TransactionClient) => {
    const { count } = await tx.hose.updateMany({
      where: { id: hose.id, clientId: ctx.client.id, deletedAt: null },
      data: { deletedAt: new Date(), deletedUserId: ctx.user.id, retirementReason },
    });
    if (count === 0) throw conflict({ global: ["This hose is already archived"] });
    const meta = await tx.hoseMeta.create({
      data: { clientId: ctx.client.id, hoseId: hose.id, kind: "ARCHIVE", userId: ctx.user.id, notes: notes ?? null },
      select: { id: true },
    });
    await recordAudit(tx, ctx, hoseEntry("hose.archive", hose, { data: { notes: notes ?? null, retirementReason } }));
    return meta.id;
  };
  if (input.photo) {
    // The photo takes the uploads' own path (type by content, size, quota, storage, its audit
    // entry); the archive runs inside the upload's transaction and the photo joins its note,
    // so a refused archive leaves no photo behind and a refused photo archives nothing.
    await createUpload(
      ctx,
      {
        hoseId: hose.id,
        uploadType: 1,
        filename: input.photo.filename || "retirement.jpg",
        base64Data: input.photo.base64Data,
      },
      {
        within: async (tx, { upload }) => {
          if (!upload.mimetype.startsWith("image/"))
            throw new AppError("INVALID", { photo: [RETIREMENT_PHOTO_NOT_IMAGE] });
          const metaId = await archive(tx);
          await tx.upload.update({ where: { id: upload.id }, data: { hoseMetaId: metaId } });
        },
      },
    );
  } else {
    await db().$transaction(archive);
  }
  return `${hose.name ?? hose.tagId ?? "The hose"} has been archived`;
}
