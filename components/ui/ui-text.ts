import type { ErrorText } from "@/components/providers/client-provider";
import { clientTexts, plainTexts, translator } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { NoticeText } from "./notice-toast";
import type { RichTextEditorText } from "./rich-text-editor";

/**
 * The shared widgets' own words in a page's language, for a server component to hand to them
 * (they default to British English): a dialog's close button (×) and a dialog form's Cancel
 * (`closeLabel` of <Dialog>, <RouteDialog>, <ConfirmActionDialog>; `cancelLabel` of
 * <DialogFooter>), the rich-text editor's toolbar (`text` of <RichTextEditor>), and the notices
 * a redirect names (`text` of <NoticeToast>), and the portal's error boundary's (`errorText` of
 * <ClientProvider>, which the root layout hands down: a boundary gets nothing but the error).
 */
export function dialogTexts(locale: Locale): { closeLabel: string; cancelLabel: string } {
  const t = plainTexts(locale, "dialog");
  return { closeLabel: t.close, cancelLabel: t.cancel };
}

export function richTextEditorTexts(locale: Locale): RichTextEditorText {
  return clientTexts(locale, "richTextEditor");
}

export function noticeTexts(locale: Locale): NoticeText {
  return clientTexts(locale, "notices");
}

export function errorTexts(locale: Locale): ErrorText {
  const list = translator(locale, "list");
  return { loadError: list("loadError"), tryAgain: list("tryAgain") };
}
