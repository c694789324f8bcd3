import { recordAudit } from "@/lib/audit/record-audit";
import { buildCtx } from "@/lib/core/ctx";
import { hoseEntry } from "./audit";
import { z } from "zod";
import { verifyHumanCheck } from "@/lib/auth/human-check";
import { LIMITS, assertRateLimitLeft, consumeRateLimit } from "@/lib/auth/rate-limit";
import { HumanCheckField } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { emitWebhookEvent } from "@/lib/integrations/emit-webhook-event";
import type { Client } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/core/errors";
import { recordHoseFailure, sendHoseFailureEmails, type HoseFailurePlan } from "@/lib/notifications/notify";
import { storage } from "@/lib/storage";
import { prepareProblemPhoto, ProblemPhotoSchema, storeProblemPhoto } from "./problem-photo";

/** 'Report a problem' on a tag's public card: what the person on the plant floor writes. */
export const ProblemReportSchema = z.object({
  message: z
    .string({ error: "Please describe the problem" })
    .trim()
    .min(1, "Please describe the problem")
    .max(2000, "The message must be 2000 characters or fewer"),
  recaptchaResponse: HumanCheckField,
  photo: ProblemPhotoSchema.optional().describe("A photo of the problem (optional): JPEG or PNG, at most 10 MB"),
});
export type ProblemReportInput = z.infer<typeof ProblemReportSchema>;

export const PROBLEM_REPORTED = "Thank you: the problem has been reported to the people who look after this hose";
/** How the note reads on the hose's timeline. */
export const problemNote = (message: string) => `Problem reported from the tag's public page: ${message}`;

/**
 * Anyone who scans a tag whose public card is on may report a problem. Limited per
 * address and per tag, behind the human check the register page uses; it adds a note to the
 * hose (no author: the reporter is anonymous) and tells, in the same transaction, the customer
 * organisation's Admins and the distributor's quote contacts (lib/notifications: the portal's
 * Notifications, and an email to those who want one). The emails go after the note has
 * committed and never turn the answer into an error. An unknown or archived tag, or one whose card is
 * off, is 404 (nothing to report against from outside).
 *
 * An optional photo (checked and cleaned in problem-photo.ts, only once the human check and the
 * limits have passed) is stored privately and attached to the note, so the Admins see it on the
 * hose's timeline; it is never shown on the public card, and the email links to the hose page
 * rather than carrying it. The object is stored first, then the note and its upload row in one
 * transaction; if those fail, the object is removed again.
 */
export async function reportProblem(
  client: Client,
  tagId: string,
  input: ProblemReportInput,
  ip: string,
): Promise<string> {
  const keys = reportKeys(client, tagId, ip);
  await consumeRateLimit(keys.ip, LIMITS.problemReportIp);
  await verifyHumanCheck(client.id, input.recaptchaResponse);
  // This address's share of the tag first: once it is spent, the tag's ceiling is left alone.
  await consumeRateLimit(keys.ipTag, LIMITS.problemReportIpTag);
  await consumeRateLimit(keys.tag, LIMITS.problemReportTag);
  const tag = keys.code;
  const hose = await db().hose.findFirst({
    where: { clientId: client.id, tagId: tag, deletedAt: null, customer: { publicCard: true } },
    select: {
      id: true,
      name: true,
      tagId: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
      customer: { select: { name: true } },
      zone: { select: { trailName: true } },
    },
  });
  if (!hose) throw notFound("This tag is not known");
  const photo = input.photo ? await prepareProblemPhoto(input.photo) : null;
  const s = photo ? await storage() : null;
  const storageKey = photo ? await storeProblemPhoto(s!, client.id, photo) : null;
  let failure: HoseFailurePlan | null = null;
  let reportId: string | null = null;
  try {
    await db().$transaction(async (tx) => {
      const note = await tx.hoseMeta.create({
        data: {
          clientId: client.id,
          hoseId: hose.id,
          kind: "NOTE",
          problemReport: true,
          notes: problemNote(input.message),
        },
        select: { id: true },
      });
      reportId = note.id;
      if (photo && storageKey)
        await tx.upload.create({
          data: {
            clientId: client.id,
            hoseId: hose.id,
            hoseMetaId: note.id,
            uploadType: photo.uploadType,
            filename: photo.filename,
            mimetype: photo.mimetype,
            size: photo.bytes.byteLength,
            storageKey,
          },
        });
      // No one is signed in: the entry names an anonymous visitor of the public tag page.
      await recordAudit(
        tx,
        buildCtx(client, null),
        hoseEntry("hose.problem", hose, { data: { metaId: note.id, photo: photo?.filename ?? null } }),
      );
      failure = await recordHoseFailure(tx, client, {
        kind: "PROBLEM",
        hoseId: hose.id,
        hoseMetaId: note.id,
        message: input.message,
        photo: photo?.filename ?? null,
      });
    });
  } catch (error) {
    if (storageKey)
      await s!
        .delete(storageKey)
        .catch((e: unknown) => console.error(`[report] could not remove ${storageKey} after a failed insert`, e));
    throw error;
  }
  await sendHoseFailureEmails(failure);
  if (reportId)
    await emitWebhookEvent({
      clientId: client.id,
      organisationIds: [hose.customerOrganisationId, hose.distributorOrganisationId],
      type: "problem.reported",
      data: {
        reportId,
        hoseId: hose.id,
        tagId: hose.tagId,
        hoseName: hose.name,
        customerOrganisationId: hose.customerOrganisationId,
        message: input.message,
      },
    });
  return PROBLEM_REPORTED;
}

/** The rate-limit buckets of a report ("ip" is already grouped per IPv6 /64 by clientIp). */
function reportKeys(client: Client, tagId: string, ip: string) {
  const code = tagId.trim().toUpperCase();
  return {
    code,
    ip: `report:ip:${client.id}:${ip}`,
    ipTag: `report:iptag:${client.id}:${code}:${ip}`,
    tag: `report:tag:${client.id}:${code}`,
  };
}

/**
 * Before the body is read or parsed (it may carry a photo of up to 10 MB): 429 when this address,
 * this address for this tag, or the tag has no report left. Spends nothing; reportProblem does.
 */
export async function assertReportBudget(client: Client, tagId: string, ip: string): Promise<void> {
  const keys = reportKeys(client, tagId, ip);
  await assertRateLimitLeft(keys.ip, LIMITS.problemReportIp);
  await assertRateLimitLeft(keys.ipTag, LIMITS.problemReportIpTag);
  await assertRateLimitLeft(keys.tag, LIMITS.problemReportTag);
}
