/**
 * Why the compliance pack is drawn with pdfkit and not pdf-lib: the same synthetic
 * pack (a table line of 7 cells per hose, then a heading and 5 inspection lines per hose, 8 pt
 * Helvetica on A4) written by each library, in a child process of its own, with the wall time,
 * the peak RSS and the heap still held after a full GC between batches of 500 hoses.
 *
 *   npx tsx scripts/bench-pdf-libraries.ts            (5,000 hoses; BENCH_HOSES to change)
 *
 * pdf-lib keeps every page's operators until `save()`, so what it holds grows with the pack;
 * pdfkit (no `bufferPages`) writes each page to its stream when the next begins.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const HOSES = Number(process.env.BENCH_HOSES ?? 5000);
const BATCH = 500;
const TABLE = [
  "Press line hose 00001",
  "Site 12 > Zone 3",
  "2SN 4/8in JIC F",
  "Good",
  "12/03/2026",
  "Monitor",
  "J. Smith",
];
const HISTORY = ["12/03/2025", "Good", "Inspector 12", "Outer cover worn near the fitting"];

type Result = { library: string; ms: number; peakRssMb: number; heldMb: number; bytes: number };

async function run(library: "pdfkit" | "pdf-lib", out: string): Promise<Result> {
  let peak = 0;
  let held = 0;
  const gc = (globalThis as { gc?: () => void }).gc!;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 10);
  const afterBatch = async () => {
    await new Promise((r) => setImmediate(r));
    sample();
    gc();
    const m = process.memoryUsage();
    held = Math.max(held, m.heapUsed + m.arrayBuffers);
  };
  const started = performance.now();
  let bytes = 0;
  if (library === "pdfkit") {
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument({ size: "A4", margin: 0, autoFirstPage: false, compress: true });
    const file = createWriteStream(out);
    doc.pipe(file);
    let y = 1000;
    const line = (cells: string[]) => {
      if (y > 800) {
        doc.addPage();
        y = 40;
      }
      cells.forEach((c, i) =>
        doc
          .font("Helvetica")
          .fontSize(8)
          .text(c, 36 + i * 75, y, { lineBreak: false }),
      );
      y += 12;
    };
    for (let b = 0; b < HOSES; b += BATCH) {
      for (let i = b; i < Math.min(HOSES, b + BATCH); i++) line(TABLE);
      await afterBatch();
    }
    for (let b = 0; b < HOSES; b += BATCH) {
      for (let i = b; i < Math.min(HOSES, b + BATCH); i++) {
        line([`Press line hose ${i}`]);
        for (let k = 0; k < 5; k++) line(HISTORY);
      }
      await afterBatch();
    }
    doc.end();
    await new Promise<void>((r) => file.on("finish", () => r()));
    bytes = file.bytesWritten;
  } else {
    const { PDFDocument, StandardFonts } = await import("pdf-lib");
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    let page = pdf.addPage([595.28, 841.89]);
    let y = 800;
    const line = (cells: string[]) => {
      if (y < 40) {
        page = pdf.addPage([595.28, 841.89]);
        y = 800;
      }
      cells.forEach((c, i) => page.drawText(c, { x: 36 + i * 75, y, size: 8, font }));
      y -= 12;
    };
    for (let b = 0; b < HOSES; b += BATCH) {
      for (let i = b; i < Math.min(HOSES, b + BATCH); i++) line(TABLE);
      await afterBatch();
    }
    for (let b = 0; b < HOSES; b += BATCH) {
      for (let i = b; i < Math.min(HOSES, b + BATCH); i++) {
        line([`Press line hose ${i}`]);
        for (let k = 0; k < 5; k++) line(HISTORY);
      }
      await afterBatch();
    }
    const saved = await pdf.save({ useObjectStreams: true });
    writeFileSync(out, saved);
    bytes = saved.byteLength;
  }
  clearInterval(timer);
  sample();
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  return { library, ms: Math.round(performance.now() - started), peakRssMb: mb(peak), heldMb: mb(held), bytes };
}

const child = process.env.BENCH_PDF_CHILD as "pdfkit" | "pdf-lib" | undefined;
if (child) {
  const result = await run(child, process.env.BENCH_PDF_OUT!);
  process.stdout.write(JSON.stringify(result));
} else {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pdf-"));
  try {
    for (const library of ["pdfkit", "pdf-lib"] as const) {
      const res = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", import.meta.filename], {
        env: { ...process.env, BENCH_PDF_CHILD: library, BENCH_PDF_OUT: path.join(dir, `${library}.pdf`) },
        encoding: "utf8",
      });
      if (res.status !== 0) throw new Error(`${library}: ${res.stderr}`);
      const r = JSON.parse(res.stdout) as Result;
      console.log(
        `${r.library}: ${HOSES.toLocaleString("en-GB")} hoses in ${(r.ms / 1000).toFixed(1)} s, peak RSS ${r.peakRssMb} MB, ` +
          `heap held after GC up to ${r.heldMb} MB, ${(r.bytes / 1024 / 1024).toFixed(1)} MB of PDF`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
