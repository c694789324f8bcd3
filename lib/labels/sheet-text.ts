import type { AuthedCtx } from "@/lib/core/ctx";
import { translator } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE, isLocale } from "@/lib/i18n/locales";

/**
 * The words of a label sheet in the language of whoever asked for it (their own, else the
 * client's default): the PDF's title and the notice that comes with the download ("12 labels on
 * 1 page"), which the download carries as it is. The labels themselves print only the tag, the
 * hose's name and its configuration, none of them the portal's words; the configuration's
 * numbers are written as that language writes them (`locale`).
 */
export function sheetText(ctx: AuthedCtx) {
  const locale = isLocale(ctx.user.locale) ? ctx.user.locale : SOURCE_LOCALE;
  const t = translator(locale, "labelSheet");
  // Counts as the notice has always printed them in English (no grouping); grouped elsewhere.
  const n = (v: number) => (locale === SOURCE_LOCALE ? String(v) : v.toLocaleString(locale));
  return {
    /** The requester's language, for the configuration each label prints (its numbers). */
    locale,
    title: t("title"),
    sheet: (labels: number, pages: number, skipped: number) => {
      const values = { labels, pages, skipped, l: n(labels), p: n(pages), s: n(skipped) };
      return skipped ? t("sheetSkipped", values) : t("sheet", values);
    },
    /** A part of a batch: "Tags 1 to 500 of 1,200: " before the sheet's notice. */
    range: (from: number, to: number, total: number, sheet: string) =>
      t("range", {
        from: from.toLocaleString(locale),
        to: to.toLocaleString(locale),
        total: total.toLocaleString(locale),
        sheet,
      }),
  };
}
