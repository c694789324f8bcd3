import { readFile } from "node:fs/promises";
import { join } from "node:path";
import * as fontkitModule from "@pdf-lib/fontkit";
import type { Font } from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The labels' fonts: DejaVu Sans Condensed (Bitstream Vera licence, lib/labels/fonts/LICENSE),
 * a narrow sans with Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic, so hose names
 * print as typed rather than as the '?' the standard PDF fonts (WinAnsi) gave anything past
 * Western European. Each PDF embeds a subset: only the glyphs its labels use (a few KB).
 *
 * The files are read once a process. Read from the project root (where `next start`, the tests
 * and the scripts run), so no bundler has to know about them.
 */
// Its ES build exports only a default, its CommonJS build and its types named functions.
const fontkit = (fontkitModule as unknown as { default?: typeof fontkitModule }).default ?? fontkitModule;

const FONT_DIR = join(process.cwd(), "lib", "labels", "fonts");
const FILES = { regular: "DejaVuSansCondensed.ttf", bold: "DejaVuSansCondensed-Bold.ttf" } as const;

type Loaded = { bytes: Uint8Array; font: Font; advances: Map<number, number> };
let loading: Promise<Record<keyof typeof FILES, Loaded>> | undefined;

function load() {
  loading ??= (async () => {
    const read = async (file: string): Promise<Loaded> => {
      const bytes = new Uint8Array(await readFile(join(FONT_DIR, file)));
      return { bytes, font: fontkit.create(bytes), advances: new Map() };
    };
    const [regular, bold] = await Promise.all([read(FILES.regular), read(FILES.bold)]);
    return { regular, bold };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** A font embedded in one PDF, with what the layout needs to know about its glyphs. */
export type LabelFont = {
  pdf: PDFFont;
  /** Whether the font draws this character. */
  has(codePoint: number): boolean;
  /** The text's width in points: the glyphs' advances (cached per character, not laid out). */
  width(text: string, size: number): number;
};

/** Embeds the regular and bold label fonts into `pdf` as subsets. */
export async function embedLabelFonts(pdf: PDFDocument): Promise<{ regular: LabelFont; bold: LabelFont }> {
  const fonts = await load();
  pdf.registerFontkit(fontkit);
  const embed = async ({ bytes, font, advances }: Loaded): Promise<LabelFont> => {
    const scale = 1 / font.unitsPerEm;
    const advance = (cp: number) => {
      let a = advances.get(cp);
      if (a === undefined) {
        a = font.glyphForCodePoint(cp).advanceWidth * scale;
        advances.set(cp, a);
      }
      return a;
    };
    return {
      pdf: await pdf.embedFont(bytes, { subset: true }),
      has: (cp) => font.hasGlyphForCodePoint(cp),
      width: (text, size) => {
        let w = 0;
        for (const ch of text) w += advance(ch.codePointAt(0)!);
        return w * size;
      },
    };
  };
  return { regular: await embed(fonts.regular), bold: await embed(fonts.bold) };
}

/**
 * The text as the font can draw it: whitespace collapsed; a character the font lacks becomes
 * its unaccented letters where the font has those ('ǅ' -> 'DŽ'), else '?', so a name in a
 * script the font cannot draw (Chinese, Thai...) never stops a sheet from printing and never
 * prints an empty box: the tag id and the QR code carry the hose's identity.
 */
export function printable(text: string, font: Pick<LabelFont, "has">): string {
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\s+/g, " ").trim()) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0x20 && font.has(cp)) out += ch;
    else {
      const bare = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every((c) => c.codePointAt(0)! >= 0x20 && font.has(c.codePointAt(0)!)) ? bare : "?";
    }
  }
  return out;
}
