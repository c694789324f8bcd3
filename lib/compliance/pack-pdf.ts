import PDFDocument from "pdfkit";
import type { PackEvent, PackInspection, RolledInspector } from "./pack-content";
import { packText, type PackText } from "./pack-text";

/**
 * The compliance pack's pages, drawn with pdfkit, which writes each page out to its
 * stream as soon as the next one begins (no `bufferPages`): the document is never held whole, so
 * memory stays flat whatever the number of hoses (docs/BENCHMARKS.md "Compliance pack": pdf-lib,
 * which keeps every page until `save`, needed ~300 MB retained and 4x the time for 5,000 hoses).
 *
 * Layout: A4 portrait; the cover (logo or client name, theme colour, who and what, the summary),
 * then the hose table, then each hose's inspection history. Text is drawn line by line without
 * pdfkit's line wrapper (the hot loop): cells are cut to their width with an ellipsis, notes are
 * wrapped by `wrap` below.
 *
 * The words are the requester's language (`text`, lib/compliance/pack-text.ts, made once per
 * pack); the values the builder hands over are the JSON's English (statuses, results, dates as
 * DD/MM/YYYY), put into that language as they are drawn.
 */

export type PackCover = {
  clientName: string;
  themeColour: string;
  /** PNG or JPEG bytes of the client's logo, or null for its name in large type. */
  logo: Buffer | null;
  organisationName: string;
  /** null: all sites. */
  siteName: string | null;
  /** DD/MM/YYYY */
  date: string;
  /** The period reported on, DD/MM/YYYY, inclusive. */
  period: { from: string; to: string };
  generatedBy: string;
};

export type PackSummary = {
  total: number;
  good: number;
  monitor: number;
  replace: number;
  uninstalled: number;
  overdue: number;
  dueSoon: number;
  replacementWarning: number;
};

export type PackHoseLine = {
  name: string;
  tagId: string;
  location: string;
  configuration: string;
  status: string;
  /** DD/MM/YYYY or "" */
  lastInspectionDate: string;
  lastInspectionResult: string;
  lastInspector: string;
  nextDue: string;
  overdue: boolean;
};

/** One hose's part of the history: dates as DD/MM/YYYY. */
export type PackHoseHistory = {
  retired: { on: string; reason: string } | null;
  intervals: { nextInspection: string; replacement: string };
  inspections: PackInspection[];
  events: PackEvent[];
};

const PAGE = { width: 595.28, height: 841.89 };
const M = { left: 40, right: 40, top: 40, bottom: 44 };
const CONTENT_WIDTH = PAGE.width - M.left - M.right;
const BODY_TOP = M.top + 26;
const BODY_BOTTOM = PAGE.height - M.bottom - 14;
const INK = "#111827";
const MUTED = "#4b5563";
const LINE = "#d1d5db";
const RESULT_COLOUR: Record<string, string> = {
  Good: "#15803d",
  Monitor: "#b45309",
  Replace: "#b91c1c",
  Uninstalled: MUTED,
};

const TABLE_COLUMNS = [
  { header: "hose", width: 92 },
  { header: "location", width: 122 },
  { header: "configuration", width: 86 },
  { header: "status", width: 52 },
  { header: "lastInspection", width: 105 },
  { header: "nextDue", width: 58.28 },
] as const;
const TABLE_ROW = 21;
const NOTES_MAX_LINES = 4;

export class PackPdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly widths: TextWidths;
  private y = 0;
  private pageNumber = 0;
  private readonly heading: string;

  constructor(
    private readonly cover: PackCover,
    private readonly text: PackText = packText(),
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: 0,
      autoFirstPage: false,
      compress: true,
      bufferPages: false,
      info: {
        Title: pdfText(text.docTitle({ organisation: cover.organisationName })),
        Author: pdfText(cover.clientName),
        Creator: "Hose portal",
      },
    });
    this.heading = pdfText(
      text.runningHead({
        client: cover.clientName,
        organisation: cover.organisationName,
        site: cover.siteName ?? text.allSites,
      }),
    );
    this.widths = new TextWidths(this.doc);
  }

  /** Page 1: who and what, and the summary by status. */
  writeCover(summary: PackSummary): void {
    const { doc, cover, text } = this;
    doc.addPage();
    this.pageNumber++;
    doc.rect(0, 0, PAGE.width, 14).fill(cover.themeColour);
    let y = 60;
    if (cover.logo) {
      try {
        doc.image(cover.logo, M.left, y, { fit: [200, 80] });
        y += 96;
      } catch {
        // An image pdfkit cannot read still leaves a cover: the client's name instead.
        y = this.clientName(y);
      }
    } else {
      y = this.clientName(y);
    }
    doc.font("Helvetica-Bold").fontSize(28).fillColor(INK).text(pdfText(text.title), M.left, y, { lineBreak: false });
    y += 44;
    doc.rect(M.left, y, CONTENT_WIDTH, 2).fill(cover.themeColour);
    y += 18;
    const details: Array<[string, string]> = [
      [text.organisation, cover.organisationName],
      [text.site, cover.siteName ?? text.allSites],
      [text.period, text.periodRange({ from: text.day(cover.period.from), to: text.day(cover.period.to) })],
      [text.date, text.day(cover.date)],
      [text.generatedBy, cover.generatedBy],
      [text.preparedBy, cover.clientName],
    ];
    for (const [label, value] of details) {
      this.cell(label, M.left, y, 106, "Helvetica", 11, MUTED);
      this.cell(value, M.left + 110, y, CONTENT_WIDTH - 110, "Helvetica-Bold", 11, INK);
      y += 20;
    }
    y += 22;
    doc
      .font("Helvetica-Bold")
      .fontSize(15)
      .fillColor(cover.themeColour)
      .text(pdfText(text.summary), M.left, y, { lineBreak: false });
    y += 26;
    const rows: Array<[string, number, string]> = [
      [text.hosesInPack, summary.total, INK],
      [text.status("Good"), summary.good, RESULT_COLOUR.Good!],
      [text.status("Monitor"), summary.monitor, RESULT_COLOUR.Monitor!],
      [text.status("Replace"), summary.replace, RESULT_COLOUR.Replace!],
      [text.status("Uninstalled"), summary.uninstalled, MUTED],
      [text.inspectionOverdue, summary.overdue, RESULT_COLOUR.Replace!],
      [text.dueSoon, summary.dueSoon, RESULT_COLOUR.Monitor!],
      [text.replacementWarning, summary.replacementWarning, RESULT_COLOUR.Monitor!],
    ];
    for (const [i, [label, count, colour]] of rows.entries()) {
      if (i === 1 || i === 5) {
        doc.rect(M.left, y - 5, 300, 0.5).fill(LINE);
      }
      this.cell(label, M.left, y, 236, "Helvetica", 11, INK);
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .fillColor(colour)
        .text(String(count), M.left + 240, y, { lineBreak: false, width: 60, align: "right" });
      y += 20;
    }
    y += 16;
    // The catalogue breaks the note into lines; a line too long for the page wraps.
    const note = text
      .note({ date: text.day(cover.date) })
      .split("\n")
      .flatMap((line) => this.widths.wrap(pdfText(line), "Helvetica", 8.5, CONTENT_WIDTH, 3));
    doc.font("Helvetica").fontSize(8.5).fillColor(MUTED);
    for (const line of note) {
      doc.text(line, M.left, y, { lineBreak: false });
      y += 12;
    }
    this.footer();
  }

  private clientName(y: number): number {
    this.cell(this.cover.clientName, M.left, y, CONTENT_WIDTH, "Helvetica-Bold", 22, this.cover.themeColour);
    return y + 50;
  }

  /** The hose table's title page break and header. */
  startTable(): void {
    this.newPage();
    this.title(this.text.hoses);
    this.tableHeader();
  }

  tableRow(h: PackHoseLine): void {
    if (this.y + TABLE_ROW > BODY_BOTTOM) {
      this.newPage();
      this.tableHeader();
    }
    const { doc, text } = this;
    let x = M.left;
    const y1 = this.y + 3;
    const y2 = this.y + 12;
    const [hose, location, configuration, status, last, next] = TABLE_COLUMNS;
    this.cell(h.name || h.tagId, x, y1, hose.width - 4, "Helvetica-Bold", 7.5, INK);
    if (h.name) this.cell(h.tagId, x, y2, hose.width - 4, "Helvetica", 7, MUTED);
    x += hose.width;
    this.lines(h.location || text.uninstalled, x, y1, location.width - 4, 2);
    x += location.width;
    this.lines(h.configuration, x, y1, configuration.width - 4, 2);
    x += configuration.width;
    this.cell(text.status(h.status), x, y1, status.width - 4, "Helvetica-Bold", 7.5, RESULT_COLOUR[h.status] ?? INK);
    x += status.width;
    if (h.lastInspectionDate) {
      this.cell(text.day(h.lastInspectionDate), x, y1, 44, "Helvetica", 7.5, INK);
      this.cell(
        text.status(h.lastInspectionResult),
        x + 45,
        y1,
        last.width - 49,
        "Helvetica-Bold",
        7.5,
        RESULT_COLOUR[h.lastInspectionResult] ?? INK,
      );
      this.cell(h.lastInspector, x, y2, last.width - 4, "Helvetica", 7, MUTED);
    } else {
      this.cell(text.neverInspected, x, y1, last.width - 4, "Helvetica", 7.5, MUTED);
    }
    x += last.width;
    const nextDue = h.nextDue ? text.day(h.nextDue) : "-";
    this.cell(nextDue, x, y1, next.width - 2, "Helvetica", 7.5, h.overdue ? RESULT_COLOUR.Replace! : INK);
    if (h.overdue) this.cell(text.overdue, x, y2, next.width - 2, "Helvetica-Bold", 7, RESULT_COLOUR.Replace!);
    this.y += TABLE_ROW;
    doc.rect(M.left, this.y - 1, CONTENT_WIDTH, 0.4).fill(LINE);
  }

  startHistory(): void {
    this.newPage();
    this.title(this.text.history);
  }

  /**
   * One hose's period: retirement, the intervals that applied and where they came from, then
   * each inspection (type, result, inspector, competence, signature, every checklist answer,
   * notes) and each extraordinary event, oldest first. Its heading stays with its first line.
   */
  hoseHistory(h: Pick<PackHoseLine, "name" | "tagId" | "location" | "configuration">, history: PackHoseHistory): void {
    const { text } = this;
    if (this.y + 30 + 24 > BODY_BOTTOM) this.newPage();
    this.hoseHeading(h, false);
    const block = (lines: Array<{ text: string; font?: string; colour?: string; indent?: number }>) => {
      const height = lines.length * 9.5 + 3;
      if (this.y + height > BODY_BOTTOM) {
        this.newPage();
        this.hoseHeading(h, true);
      }
      lines.forEach((line, n) =>
        this.cell(
          line.text,
          M.left + 4 + (line.indent ?? 0),
          this.y + n * 9.5,
          CONTENT_WIDTH - 8 - (line.indent ?? 0),
          line.font ?? "Helvetica",
          7.5,
          line.colour ?? INK,
        ),
      );
      this.y += height;
    };
    const wrapped = (text: string, indent: number, max = NOTES_MAX_LINES) =>
      this.widths.wrap(pdfText(text), "Helvetica", 7.5, CONTENT_WIDTH - 8 - indent, max);
    if (history.retired) {
      block([
        {
          text: text.retiredOn({ date: text.day(history.retired.on), reason: text.retirement(history.retired.reason) }),
          font: "Helvetica-Bold",
          colour: MUTED,
        },
      ]);
    } else {
      block([
        ...wrapped(text.nextInspection({ basis: history.intervals.nextInspection }), 0, 2).map((line) => ({
          text: line,
          colour: MUTED,
        })),
        ...wrapped(text.replacement({ basis: history.intervals.replacement }), 0, 2).map((line) => ({
          text: line,
          colour: MUTED,
        })),
      ]);
    }
    if (history.inspections.length === 0 && history.events.length === 0) {
      block([{ text: text.noInspectionsRecorded, font: "Helvetica-Oblique", colour: MUTED }]);
    }
    for (const e of history.events) {
      block([
        { text: text.event({ date: text.day(e.date), reason: text.reason(e.reason) }), font: "Helvetica-Bold" },
        ...wrapped(e.notes, 12).map((line) => ({ text: line, indent: 12 })),
      ]);
    }
    for (const i of history.inspections) {
      const lines: Array<{ text: string; font?: string; colour?: string; indent?: number }> = [
        {
          text: text.inspectionHeading({
            date: text.day(i.date),
            result: text.status(i.result),
            type: i.reason
              ? text.typeWithReason({ type: text.type(i.type), reason: text.reason(i.reason) })
              : text.type(i.type),
          }),
          font: "Helvetica-Bold",
          colour: RESULT_COLOUR[i.result] ?? INK,
        },
        {
          text: text.inspectedBy({ inspector: `${i.inspector || "-"}${i.competence ? `, ${i.competence}` : ""}` }),
          indent: 12,
        },
      ];
      if (i.signature) {
        lines.push({
          text: text.signedBy({
            method: text.signature(i.signature.method),
            signer: i.signature.signer,
            time: i.signature.signedAt.slice(0, 16).replace("T", " "),
          }),
          indent: 12,
        });
      }
      if (i.checklist) {
        lines.push({
          text: text.checklist({ name: i.checklist.name, version: String(i.checklist.version) }),
          indent: 12,
        });
        // Every answer in full (an auditor reads each criterion): wrapped, never cut.
        for (const a of i.checklist.answers) {
          const said = { result: text.answer(a.result), criterion: a.criterion };
          const answer = `${a.critical ? text.answerLineCritical(said) : text.answerLine(said)}${a.note ? ` - ${a.note}` : ""}`;
          const colour = a.result === "Fail" ? RESULT_COLOUR.Replace : INK;
          lines.push(...wrapped(answer, 20, 6).map((line) => ({ text: line, indent: 20, colour })));
          if (a.photo)
            lines.push(
              ...wrapped(text.photo({ filename: a.photo.filename }), 28).map((line) => ({ text: line, indent: 28 })),
            );
        }
      }
      lines.push(...wrapped(i.notes, 12).map((line) => ({ text: line, indent: 12, colour: MUTED })));
      // A long checklist goes over pages a few lines at a time; a short inspection stays whole.
      for (let n = 0; n < lines.length; n += 12) block(lines.slice(n, n + 12));
    }
    this.y += 8;
  }

  /** The hoses whose next inspection date had passed on the period's last day. */
  overdueAtEnd(hoses: Array<Pick<PackHoseLine, "name" | "tagId" | "location"> & { due: string }>): void {
    const { text } = this;
    this.newPage();
    this.title(text.overdueAtEnd({ date: text.day(this.cover.period.to) }));
    if (!hoses.length) {
      this.cell(text.none, M.left, this.y, CONTENT_WIDTH, "Helvetica", 8, INK);
      this.y += 14;
      return;
    }
    for (const h of hoses) {
      if (this.y + 12 > BODY_BOTTOM) this.newPage();
      const name = `${h.name || h.tagId}${h.name && h.tagId ? ` (${h.tagId})` : ""}`;
      this.cell(name, M.left, this.y, 200, "Helvetica-Bold", 7.5, INK);
      this.cell(h.location || text.uninstalled, M.left + 205, this.y, 220, "Helvetica", 7.5, INK);
      const due = text.due({ date: text.day(h.due) });
      this.cell(due, M.left + 430, this.y, CONTENT_WIDTH - 430, "Helvetica", 7.5, RESULT_COLOUR.Replace!);
      this.y += 12;
    }
  }

  /** Everyone who inspected in the period, with the competence kept with their inspections and whether its certificate is on file. */
  inspectors(roll: RolledInspector[]): void {
    const { text } = this;
    if (this.y + 60 > BODY_BOTTOM) this.newPage();
    else this.y += 12;
    this.title(text.inspectors);
    if (!roll.length) {
      this.cell(text.noInspectionsInPeriod, M.left, this.y, CONTENT_WIDTH, "Helvetica", 8, INK);
      this.y += 14;
      return;
    }
    for (const r of roll) {
      if (this.y + 21 > BODY_BOTTOM) this.newPage();
      this.cell(r.name || "-", M.left, this.y, 150, "Helvetica-Bold", 7.5, INK);
      this.cell(r.competence || text.noCompetence, M.left + 155, this.y, 290, "Helvetica", 7.5, INK);
      const count = text.inspectionCount(r.inspections);
      this.cell(count, M.left + 450, this.y, CONTENT_WIDTH - 450, "Helvetica", 7.5, MUTED);
      this.y += 12;
      // Whether the competence's certificate is on file, under it.
      if (r.competence) {
        const certificate = r.certificateOnFile ? text.certificateOnFile : text.noCertificate;
        this.cell(certificate, M.left + 155, this.y - 3, 290, "Helvetica", 7, MUTED);
        this.y += 9;
      }
    }
  }

  /** The audit trail's verification when the pack was built: an auditor can compare the head later. */
  auditChain(chain: { valid: boolean; count: number; head: string }): void {
    const { text } = this;
    if (this.y + 70 > BODY_BOTTOM) this.newPage();
    else this.y += 12;
    this.title(text.auditTrail);
    const lines = [
      chain.valid ? text.chainValid(chain.count) : text.chainInvalid(chain.count),
      text.headHash({ head: chain.head }),
    ];
    for (const line of lines) {
      this.cell(line, M.left, this.y, CONTENT_WIDTH, "Helvetica", 8, chain.valid ? INK : RESULT_COLOUR.Replace!);
      this.y += 12;
    }
  }

  /** Ends the document: the last page and the cross-reference table go out to the stream. */
  end(): void {
    this.doc.end();
  }

  private hoseHeading(h: Pick<PackHoseLine, "name" | "tagId" | "location" | "configuration">, continued: boolean) {
    const { doc } = this;
    doc.rect(M.left, this.y, CONTENT_WIDTH, 26).fill("#f3f4f6");
    doc.rect(M.left, this.y, 3, 26).fill(this.cover.themeColour);
    const title = `${h.name || h.tagId}${h.name ? `  -  ${h.tagId}` : ""}`;
    const name = continued ? this.text.continued({ name: title }) : title;
    this.cell(name, M.left + 8, this.y + 4, CONTENT_WIDTH - 12, "Helvetica-Bold", 9, INK);
    this.cell(
      `${h.location || this.text.uninstalled}${h.configuration ? `  -  ${h.configuration}` : ""}`,
      M.left + 8,
      this.y + 15,
      CONTENT_WIDTH - 12,
      "Helvetica",
      7.5,
      MUTED,
    );
    this.y += 30;
  }

  private title(text: string): void {
    this.doc
      .font("Helvetica-Bold")
      .fontSize(14)
      .fillColor(this.cover.themeColour)
      .text(pdfText(text), M.left, this.y, { lineBreak: false });
    this.y += 24;
  }

  private tableHeader(): void {
    const { doc } = this;
    doc.rect(M.left, this.y, CONTENT_WIDTH, 16).fill(this.cover.themeColour);
    let x = M.left;
    for (const c of TABLE_COLUMNS) {
      this.cell(this.text.columns[c.header], x + 2, this.y + 5, c.width - 4, "Helvetica-Bold", 7.5, "#ffffff");
      x += c.width;
    }
    this.y += 19;
  }

  private newPage(): void {
    const { doc } = this;
    doc.addPage();
    this.pageNumber++;
    doc.rect(0, 0, PAGE.width, 4).fill(this.cover.themeColour);
    this.cell(this.heading, M.left, M.top - 14, CONTENT_WIDTH, "Helvetica", 7.5, MUTED);
    doc.rect(M.left, M.top, CONTENT_WIDTH, 0.5).fill(LINE);
    this.footer();
    this.y = BODY_TOP;
  }

  private footer(): void {
    const y = PAGE.height - M.bottom + 10;
    const { text } = this;
    this.cell(text.generatedOn({ date: text.day(this.cover.date) }), M.left, y, 200, "Helvetica", 7.5, MUTED);
    this.doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(pdfText(text.page({ page: String(this.pageNumber) })), M.left, y, {
        lineBreak: false,
        width: CONTENT_WIDTH,
        align: "right",
      });
  }

  /** Text wrapped to `width` on at most `max` lines of a table row. */
  private lines(text: string, x: number, y: number, width: number, max: number): void {
    const lines = this.widths.wrap(pdfText(text), "Helvetica", 7.5, width, max);
    this.doc.fillColor(INK);
    lines.forEach((line, n) => this.doc.text(line, x, y + n * 9, { lineBreak: false }));
  }

  /** One line of text cut to `width` with an ellipsis. */
  private cell(text: string, x: number, y: number, width: number, font: string, size: number, colour: string): void {
    const { doc } = this;
    doc.font(font).fontSize(size).fillColor(colour);
    doc.text(this.widths.fit(pdfText(text), font, size, width), x, y, { lineBreak: false });
  }
}

/** Past this many remembered texts the memory starts again, so a pack of any size stays flat. */
const REMEMBERED_TEXTS = 5_000;

/**
 * Text measured and wrapped, remembered. PDFKit measures a string glyph by glyph with a kerning
 * lookup for every pair, and a pack prints the same criteria, results, dates and names thousands
 * of times: that measuring was most of a large pack's time. Widths are kept per font and size
 * (exactly as PDFKit gives them, so every line breaks where it did before) and wrapped lines per
 * font, size and width; both stores are emptied once they hold REMEMBERED_TEXTS entries.
 */
class TextWidths {
  private readonly knownWidths = new Map<string, number>();
  private readonly wrapped = new Map<string, string[]>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** The width of `text`; the document's font must already be `font` at `size`. */
  private width(text: string, font: string, size: number): number {
    const key = `${font}\0${size}\0${text}`;
    let known = this.knownWidths.get(key);
    if (known === undefined) {
      if (this.knownWidths.size >= REMEMBERED_TEXTS) this.knownWidths.clear();
      known = this.doc.widthOfString(text);
      this.knownWidths.set(key, known);
    }
    return known;
  }

  /** The longest prefix of `text` (plus "...") whose width fits; the document's font is `font` at `size`. */
  fit(text: string, font: string, size: number, width: number): string {
    if (this.width(text, font, size) <= width) return text;
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.width(`${text.slice(0, mid)}...`, font, size) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${text.slice(0, lo).trimEnd()}...`;
  }

  /** Words into lines of at most `width`, at most `max` lines (the last one cut with "..." when more is left). */
  wrap(text: string, font: string, size: number, width: number, max: number): string[] {
    if (!text) return [];
    this.doc.font(font).fontSize(size);
    const key = `${font}\0${size}\0${width}\0${max}\0${text}`;
    const known = this.wrapped.get(key);
    if (known) return known;
    const words = text.split(" ");
    const lines: string[] = [];
    let i = 0;
    while (i < words.length && lines.length < max) {
      let line = words[i++]!;
      while (i < words.length && this.width(`${line} ${words[i]}`, font, size) <= width) line += ` ${words[i++]}`;
      lines.push(line);
    }
    // The next word did not fit: adding the rest makes the last line too wide, so fit() cuts it.
    if (i < words.length) lines[lines.length - 1] = `${lines[lines.length - 1]} ${words.slice(i).join(" ")}`;
    const result = lines.map((line) => this.fit(line, font, size, width));
    if (this.wrapped.size >= REMEMBERED_TEXTS) this.wrapped.clear();
    this.wrapped.set(key, result);
    return result;
  }
}

/**
 * The standard PDF fonts encode WinAnsi (Latin-1 and a few more): accents are dropped where
 * that is enough ('Çelik' -> 'Celik'), anything else prints as '?', so a name in any script
 * never stops a pack (as on the labels, lib/labels/render-labels.ts).
 */
export function pdfText(text: string | null | undefined): string {
  if (!text) return "";
  let out = "";
  for (const ch of text.replace(/\s+/g, " ").trim()) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else {
      const bare = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) < 0x7f) ? bare : "?";
    }
  }
  return out;
}
