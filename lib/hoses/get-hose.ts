import { rowId } from "@/lib/core/ids";
import type { AuthedCtx } from "@/lib/core/ctx";
import { today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/core/errors";
import { storage } from "@/lib/storage";
import { signedLinks } from "@/lib/hoses/documents/upload-dto";
import { visibleHoses } from "./access";
import { hoseBasis } from "./basis";
import { hoseDetailInclude, toHoseDetail, type HoseDetail } from "./hose-row";

/** The basis sentences of the detail (the customer's settings are the baseline of its rules). */
async function basisOf(ctx: AuthedCtx, hose: Parameters<typeof hoseBasis>[1], locale: string) {
  const customer = await db().organisation.findFirstOrThrow({
    where: { id: hose.customerOrganisationId, clientId: ctx.client.id },
    select: { name: true, hoseInspectionMonths: true, hoseReplacementMonths: true, hoseReplacementWarningMonths: true },
  });
  const { nextInspectionBasis, replacementBasis, storageBasis } = await hoseBasis(
    ctx.client.id,
    hose,
    customer,
    false,
    locale,
  );
  return { nextInspectionBasis, replacementBasis, storageBasis };
}

/**
 * The detail of the one hose the caller sees that matches `where`, archived ones included, with
 * its signed document links and the sentences that explain its dates; `missing` when none.
 */
async function detailOf(
  ctx: AuthedCtx,
  where: Prisma.HoseWhereInput,
  missing: string,
  today: Date,
  locale = "en-GB",
): Promise<HoseDetail> {
  const hose = await db().hose.findFirst({ where: { AND: [visibleHoses(ctx), where] }, include: hoseDetailInclude });
  if (!hose) throw notFound(missing);
  return toHoseDetail(hose, today, await signedLinks(await storage(), hose.uploads), await basisOf(ctx, hose, locale));
}

/**
 * GET /hoses/{id}: a hose the caller sees, archived ones included; anything else is 404. The
 * basis sentences in `locale` (the hose page's language, or the API caller's Accept-Language;
 * British English when it asks for none the client offers).
 */
export function getHose(ctx: AuthedCtx, id: string, today = todayDate(), locale = "en-GB"): Promise<HoseDetail> {
  return detailOf(ctx, { id: rowId(id) }, "Hose not found", today, locale);
}

/**
 * GET /hoses/tag/{tagId}: the hose carrying a scanned tag, in one call (the mobile app). Tag
 * ids are stored upper-case; a tag on a hose the caller cannot see is 404 like an unknown one.
 */
export function getHoseByTag(
  ctx: AuthedCtx,
  tagId: string,
  today = todayDate(),
  locale = "en-GB",
): Promise<HoseDetail> {
  return detailOf(ctx, { tagId: tagId.toUpperCase() }, "No hose carries this tag", today, locale);
}

/**
 * GET /hoses/nfc/{serial}: the hose an NFC tag is bound to (reading the tag on the plant floor).
 * Scoped like GET /hoses/{id}: a tag bound to a hose the caller cannot see is 404 like an unknown one.
 */
export function getHoseByNfc(
  ctx: AuthedCtx,
  serial: string,
  today = todayDate(),
  locale = "en-GB",
): Promise<HoseDetail> {
  return detailOf(ctx, { nfcSerial: serial.trim().toUpperCase() }, "No hose is bound to this NFC tag", today, locale);
}
