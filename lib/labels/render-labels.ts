import { deflateSync } from "node:zlib";
import { PDFDocument, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { labelSlot, type LabelFormat } from "./formats";
import { visualRuns } from "./bidi";
import { embedLabelFonts, printable, type LabelFont } from "./label-fonts";
import type { LabelContent } from "./schemas";

/**
 * Writes the label PDF: per label the QR code of the tag's short link, drawn as
 * vector squares (sharp at any printer resolution, and no images to encode), then the tag id,
 * the hose name and its configuration in a few words, shrunk or cut to fit. Labels fill the
 * sheet across then down from `startAt`. The words are set in an embedded Unicode font
 * (label-fonts.ts), so names in Greek, Cyrillic and other scripts print as typed.
 */
export async function renderLabels(
  format: LabelFormat,
  labels: LabelContent[],
  startAt = 1,
  /** The document's title, in the language of whoever asked for the sheet (sheet-text.ts). */
  title = "Hose tag labels",
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("Hose tracking portal");
  const { regular, bold } = await embedLabelFonts(pdf);
  const pages: Array<{ page: PDFPage; codes: string[] }> = [];
  labels.forEach((label, i) => {
    const slot = labelSlot(format, i, startAt);
    while (pages.length <= slot.page)
      pages.push({ page: pdf.addPage([format.pageWidth, format.pageHeight]), codes: [] });
    const { page, codes } = pages[slot.page]!;
    codes.push(drawLabel(page, slot, label, { regular, bold }));
  });
  // The codes' squares go into one extra content stream a page, written as plain operators:
  // pdf-lib's operator objects cost ~10x more for the ~400 squares a code has; Node's zlib
  // compresses them several times faster than pdf-lib's JavaScript deflate.
  for (const { page, codes } of pages) {
    const stream = pdf.context.stream(deflateSync(Buffer.from(`q 0 g\n${codes.join("")}f Q\n`, "latin1")), {
      Filter: "FlateDecode",
    });
    page.node.addContentStream(pdf.context.register(stream));
  }
  return pdf.save({ useObjectStreams: true });
}

type Box = { x: number; y: number; width: number; height: number };

/** Draws the label's words; returns its QR code's squares as content-stream operators. */
function drawLabel(
  page: PDFPage,
  box: Box,
  label: LabelContent,
  fonts: { regular: LabelFont; bold: LabelFont },
): string {
  // Inside a 6% margin: label stock is cut with a little tolerance.
  const pad = Math.min(box.width, box.height) * 0.06;
  const qrSize = box.height - 2 * pad;

  const textX = box.x + pad + qrSize + pad;
  const textWidth = box.x + box.width - pad - textX;
  const unit = box.height / 10;
  // The tag id is never cut: it shrinks to fit instead.
  const tagId = printable(label.tagId, fonts.bold);
  const tagSize = Math.min(unit * 1.6, 11, (textWidth / fonts.bold.width(tagId, 1)) * 0.98);
  const lines: Array<{ text: string; font: LabelFont; size: number }> = [
    { text: tagId, font: fonts.bold, size: tagSize },
    ...wrap(label.name ?? "", fonts.regular, Math.min(unit * 1.3, 9), textWidth, 2).map((text) => ({
      text,
      font: fonts.regular,
      size: Math.min(unit * 1.3, 9),
    })),
    ...wrap(label.detail ?? "", fonts.regular, Math.min(unit * 1.15, 8), textWidth, 2).map((text) => ({
      text,
      font: fonts.regular,
      size: Math.min(unit * 1.15, 8),
    })),
  ];
  let y = box.y + box.height - pad;
  for (const line of lines) {
    const text = fitText(printable(line.text, line.font), line.font, line.size, textWidth);
    y -= line.size * 1.15;
    if (y < box.y + pad * 0.5) break;
    drawLine(page, text, textX, y, line.size, line.font);
  }
  return qrSquares(label.url, box.x + pad, box.y + pad, qrSize);
}

/**
 * One line of words. A line that mixes right-to-left words with others is drawn run by run in
 * reading order (bidi.ts), each run placed by its laid-out width (Arabic letters take their
 * joined forms, whose widths the cached advances do not know).
 */
function drawLine(page: PDFPage, text: string, x: number, y: number, size: number, font: LabelFont): void {
  const runs = visualRuns(text);
  if (runs.length === 1) {
    page.drawText(text, { x, y, size, font: font.pdf });
    return;
  }
  for (const run of runs) {
    page.drawText(run.text, { x, y, size, font: font.pdf });
    x += font.pdf.widthOfTextAtSize(run.text, size);
  }
}

/**
 * The QR code as filled squares, one rectangle per run of dark modules in a row. A two-module
 * quiet zone (the standard asks four) is what fits a 21 mm label; the label's own white edge
 * adds to it.
 */
function qrSquares(text: string, x: number, y: number, size: number): string {
  // One byte-mode segment: the library's search for the shortest mix of modes costs more than it saves here.
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: "byte" }], {
    errorCorrectionLevel: "M",
  });
  const quiet = 2;
  const n = modules.size;
  const m = size / (n + 2 * quiet);
  const f = (v: number) => v.toFixed(3);
  let ops = "";
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // PDF y grows upwards: row 0 is the top of the code.
      ops += `${f(x + (quiet + start) * m)} ${f(y + size - (quiet + row + 1) * m)} ${f((col - start) * m)} ${f(m)} re\n`;
    }
  }
  return ops;
}

/** The text, cut with an ellipsis where it would run past `width`. */
function fitText(text: string, font: LabelFont, size: number, width: number): string {
  if (font.width(text, size) <= width) return text;
  // By characters, not UTF-16 units: a cut never splits a surrogate pair.
  const chars = [...text];
  const head = (n: number) => `${chars.slice(0, n).join("").trimEnd()}…`;
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.width(head(mid), size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return head(lo);
}

/** Up to `maxLines` lines of at most `width`, broken between words; the last one cut to fit. */
function wrap(text: string, font: LabelFont, size: number, width: number, maxLines: number): string[] {
  const words = printable(text, font).split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (!current || font.width(next, size) <= width) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(" ")];
}
