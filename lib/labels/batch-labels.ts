import type { AuthedCtx } from "@/lib/core/ctx";
import { clientUnits } from "@/lib/units/convert";
import { today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { configurationSummary, configurationSummarySelect, tagShortLink } from "@/lib/hoses/tag-link";
import { AppError, globalError, notFound } from "@/lib/core/errors";
import { requireSystemAdmin } from "@/lib/tags/access";
import { inClient } from "@/lib/core/scope";
import { labelFormats, sheetCount } from "./formats";
import { renderLabelsOffThread } from "./render-pool";
import { sheetText } from "./sheet-text";
import { MAX_LABELS, tooManyTagsMessage, type BatchLabelRequest, type LabelContent } from "./schemas";

/**
 * The labels of a tag batch (system admins, who manage batches):
 * one a tag, in tag order, so a new batch's labels can be printed before the tags go on
 * hoses. A tag already on an active hose also gets the hose's name and configuration.
 * A batch of more than MAX_LABELS tags prints in parts (`from`/`to`, positions in tag order),
 * each its own PDF. Three queries: the batch's size, the part's tags, the hoses carrying them.
 */
export async function batchLabelSheet(ctx: AuthedCtx, batchId: string, input: BatchLabelRequest, today = todayDate()) {
  requireSystemAdmin(ctx);
  const batch = await db().tagBatch.findFirst({
    where: inClient(ctx, { id: batchId }),
    select: { id: true, name: true },
  });
  if (!batch) throw notFound();
  const total = await db().tag.count({ where: inClient(ctx, { batchId: batch.id }) });
  if (!total) throw globalError("INVALID", "This batch has no tags to print");
  const ranged = input.from !== undefined || input.to !== undefined;
  if (!ranged && total > MAX_LABELS) throw globalError("INVALID", tooManyTagsMessage(total));
  const from = input.from ?? 1;
  if (from > total)
    throw new AppError("INVALID", {
      from: [`This batch has ${total.toLocaleString("en-GB")} tags: From must be at most that`],
    });
  const to = Math.min(total, input.to ?? from + MAX_LABELS - 1);
  const tags = await db().tag.findMany({
    where: inClient(ctx, { batchId: batch.id }),
    select: { code: true },
    orderBy: [{ code: "asc" }],
    skip: from - 1,
    take: to - from + 1,
  });
  const hoses = await db().hose.findMany({
    where: inClient(ctx, { tagId: { in: tags.map((t) => t.code) }, deletedAt: null }),
    select: {
      tagId: true,
      name: true,
      hoseConfiguration: { select: configurationSummarySelect },
    },
  });
  const byTag = new Map(hoses.map((h) => [h.tagId, h]));
  const text = sheetText(ctx);
  // The client's units (a label is read by anyone at the hose), the requester's language.
  const units = clientUnits(ctx.client);
  const labels: LabelContent[] = tags.map((t) => {
    const hose = byTag.get(t.code);
    return {
      url: tagShortLink(ctx.client, t.code),
      tagId: t.code,
      name: hose?.name ?? null,
      detail: hose?.hoseConfiguration ? configurationSummary(hose.hoseConfiguration, units, text.locale) : null,
    };
  });
  const format = labelFormats[input.format];
  const pdf = await renderLabelsOffThread(ctx.user.id, format, labels, input.startAt, text.title);
  const pages = sheetCount(format, labels.length, input.startAt);
  const whole = from === 1 && to === total;
  const sheet = text.sheet(labels.length, pages, 0);
  return {
    pdf,
    message: whole ? sheet : text.range(from, to, total, sheet),
    fileName: `tag-labels-${format.id}-${toIsoDate(today)}${whole ? "" : `-tags-${from}-${to}`}.pdf`,
  };
}
