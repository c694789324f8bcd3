import { z } from "zod";

/**
 * The replacement's specification on a quote line, copied from the hose's configuration when
 * the line is made (the migration that added lines builds the same object in SQL): a later
 * change to the library does not rewrite a quote already sent.
 */
const fitting = z.object({
  connection: z.string().nullable().describe("The fitting's type"),
  angle: z.string().nullable().describe("Straight, 45°, 90°..."),
  size: z.string().nullable(),
});

export const QuoteLineSpecSchema = z.object({
  configurationName: z.string().nullable(),
  hoseType: z.string().nullable(),
  boreSize: z.string().nullable(),
  lengthMm: z.number().int().nullable(),
  pressureBar: z.number().int().nullable(),
  fitting1: fitting,
  fitting2: fitting,
  orientation: z.number().int().nullable().describe("degrees between the two fittings"),
  manufacturer: z.string().nullable(),
  sleeving: z.boolean(),
  testCertificate: z.boolean(),
  conformityCertificate: z.boolean(),
});
export type QuoteLineSpec = z.infer<typeof QuoteLineSpecSchema>;

export const lineSpecSelect = {
  name: true,
  type: true,
  boreSize: true,
  length: true,
  displayPressure: true,
  connection1: true,
  connection1Type: true,
  connection1JumpSize: true,
  connection2: true,
  connection2Type: true,
  connection2JumpSize: true,
  orientation: true,
  manufacturer: true,
  sleeving: true,
  testCertificate: true,
  conformityCertificate: true,
} as const;

type ConfigFields = {
  name: string;
  type: string | null;
  boreSize: string | null;
  length: number;
  displayPressure: number;
  connection1: string | null;
  connection1Type: string | null;
  connection1JumpSize: string | null;
  connection2: string | null;
  connection2Type: string | null;
  connection2JumpSize: string | null;
  orientation: number;
  manufacturer: string | null;
  sleeving: boolean;
  testCertificate: boolean;
  conformityCertificate: boolean;
};

export function lineSpecFrom(c: ConfigFields | null): QuoteLineSpec {
  return {
    configurationName: c?.name ?? null,
    hoseType: c?.type ?? null,
    boreSize: c?.boreSize ?? null,
    lengthMm: c?.length ?? null,
    pressureBar: c?.displayPressure ?? null,
    fitting1: {
      connection: c?.connection1 ?? null,
      angle: c?.connection1Type ?? null,
      size: c?.connection1JumpSize ?? null,
    },
    fitting2: {
      connection: c?.connection2 ?? null,
      angle: c?.connection2Type ?? null,
      size: c?.connection2JumpSize ?? null,
    },
    orientation: c?.orientation ?? null,
    manufacturer: c?.manufacturer ?? null,
    sleeving: c?.sleeving ?? false,
    testCertificate: c?.testCertificate ?? false,
    conformityCertificate: c?.conformityCertificate ?? false,
  };
}

/** A stored spec read back (older or hand-edited JSON falls back field by field). */
export function readLineSpec(json: unknown): QuoteLineSpec {
  const parsed = QuoteLineSpecSchema.safeParse(json);
  return parsed.success ? parsed.data : lineSpecFrom(null);
}

/** One line of text: "2SN 1/2 · 1,200 mm · 250 bar · JIC 90° 1/2 / BSP Straight 1/2 · sleeved". */
export function lineSpecSummary(s: QuoteLineSpec): string {
  const end = (f: QuoteLineSpec["fitting1"]) => [f.connection, f.angle, f.size].filter(Boolean).join(" ");
  const fittings = [end(s.fitting1), end(s.fitting2)].filter(Boolean).join(" / ");
  const certificates = [
    s.testCertificate ? "test certificate" : "",
    s.conformityCertificate ? "conformity certificate" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return [
    [s.hoseType, s.boreSize].filter(Boolean).join(" "),
    s.lengthMm ? `${s.lengthMm.toLocaleString("en-GB")} mm` : "",
    s.pressureBar ? `${s.pressureBar} bar` : "",
    fittings,
    s.orientation ? `orientation ${s.orientation}°` : "",
    s.sleeving ? "sleeved" : "",
    certificates,
  ]
    .filter(Boolean)
    .join(" · ");
}
