import { z } from "zod";

/**
 * The delta sync's cursor, opaque to callers (base64url of JSON):
 *  - f: the scope fingerprint (organisation, its customers, the chosen sites): another scope
 *    means a fresh copy;
 *  - s: where the run's changes start (the previous run's end), null for a full copy;
 *  - a: the last (updatedAt, id) sent by the run, null on its first page;
 *  - b: on a run's first page, the id that goes with s (the previous run's last hose, when
 *    its stamp is s): hoses at s up to that id were sent already.
 * It carries no permission: whatever it says, the hoses are read within the caller's scope.
 */
const CursorSchema = z.object({
  f: z.string().regex(/^[0-9a-f]{16}$/),
  s: z.iso.datetime().nullable(),
  a: z.tuple([z.iso.datetime(), z.uuid()]).nullable(),
  b: z.uuid().optional(),
});
export type SyncCursor = z.infer<typeof CursorSchema>;

export const encodeCursor = (cursor: SyncCursor): string =>
  Buffer.from(JSON.stringify(cursor), "utf8").toString("base64url");

export function decodeCursor(raw: string): SyncCursor | null {
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
