import type { AuthedCtx } from "@/lib/core/ctx";
import { clientUnits } from "@/lib/units/convert";
import { today as todayDate, toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { visibleHoses } from "@/lib/hoses/access";
import { hoseListWhere, hoseOrder } from "@/lib/hoses/list-hoses";
import { configurationSummary, configurationSummarySelect, tagShortLink } from "@/lib/hoses/tag-link";
import { forbidden, globalError, notFound } from "@/lib/core/errors";
import { stringFilter } from "@/lib/lists/paginate";
import { canPrintLabels } from "./access";
import { labelFormats, sheetCount } from "./formats";
import { renderLabelsOffThread } from "./render-pool";
import { sheetText } from "./sheet-text";
import { MAX_LABELS, tooManyLabelsMessage, type LabelContent, type LabelRequest } from "./schemas";

export const NO_TAGGED_HOSES = "None of these hoses has a tag to print";

/**
 * A PDF of QR tag labels for hoses the caller sees: the selected hoses, or every hose
 * the Tagged hoses list's filters match (so a site or zone too). One query reads them all,
 * at most MAX_LABELS + 1 rows; more than MAX_LABELS is refused rather than cut short.
 * Archived hoses and hoses without a tag have no label (their short link would not open).
 * Read-only users do not print labels: labelling is tagging work (SPEC §6 "read-only views").
 */
export async function hoseLabelSheet(ctx: AuthedCtx, input: LabelRequest, today = todayDate()) {
  if (!canPrintLabels(ctx)) throw forbidden();
  const format = labelFormats[input.format];
  const printable: Prisma.HoseWhereInput = { deletedAt: null, tagId: { not: null } };
  let where: Prisma.HoseWhereInput;
  let orderBy: Prisma.HoseOrderByWithRelationInput[] = hoseOrder(undefined);
  let requested: string[] | null = null;
  if (input.hoseIds) {
    requested = [...new Set(input.hoseIds)];
    where = { AND: [visibleHoses(ctx), { id: { in: requested } }] };
  } else {
    where = { AND: [await hoseListWhere(ctx, input.filters, today), printable] };
    orderBy = hoseOrder(stringFilter(input.filters, "sort"));
  }
  const rows = await db().hose.findMany({
    where,
    select: {
      id: true,
      tagId: true,
      name: true,
      deletedAt: true,
      hoseConfiguration: { select: configurationSummarySelect },
    },
    orderBy,
    // Selected hoses are all read (at most MAX_LABELS by the schema), to tell foreign ids apart.
    take: requested ? undefined : MAX_LABELS + 1,
  });
  if (requested && rows.length !== requested.length) throw notFound();
  // Selected hoses print in the order they were chosen (the list's order on screen).
  if (requested) {
    const order = new Map(requested.map((id, i) => [id, i]));
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  }
  const labelled = rows.filter((h) => h.tagId && !h.deletedAt);
  if (labelled.length > MAX_LABELS) {
    const total = await db().hose.count({ where: { AND: [where, printable] } });
    throw globalError("INVALID", tooManyLabelsMessage(total));
  }
  if (!labelled.length) throw globalError("INVALID", NO_TAGGED_HOSES);

  const text = sheetText(ctx);
  // The client's units (a label is read by anyone at the hose), the requester's language.
  const units = clientUnits(ctx.client);
  const labels: LabelContent[] = labelled.map((h) => ({
    url: tagShortLink(ctx.client, h.tagId!),
    tagId: h.tagId!,
    name: h.name,
    detail: h.hoseConfiguration ? configurationSummary(h.hoseConfiguration, units, text.locale) : null,
  }));
  const pdf = await renderLabelsOffThread(ctx.user.id, format, labels, input.startAt, text.title);
  const skipped = rows.length - labelled.length;
  const count = labels.length;
  const message = text.sheet(count, sheetCount(format, count, input.startAt), skipped);
  return { pdf, count, skipped, message, fileName: `hose-labels-${format.id}-${toIsoDate(today)}.pdf` };
}
