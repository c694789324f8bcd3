import { z } from "zod";
import { browserSession } from "@/lib/web/browser-session";
import { clientAddress } from "@/lib/auth/rate-limit";
import { runDigests } from "@/lib/digests/run-digests";
import { outboxPageEnabled, outboxVisibleTo } from "@/lib/email/outbox";
import { readCappedText } from "@/lib/http/body";
import { AppError, notFound } from "@/lib/core/errors";
import { json, toErrorResponse } from "@/lib/http/respond";

const BodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional() });
/** `{"now": "..."}` is a few dozen bytes: anything near this is not a digest run. */
const BODY_CAP = { maxBytes: 4 * 1024 };

/**
 * Test only: runs the digest job now (or at `now`), as the e2e spec does instead of waiting for
 * 07:00. It exists exactly where the dev outbox page does (lib/email/outbox.ts): mail goes to the
 * file outbox, never to SMTP, and NODE_ENV is not production unless OUTBOX_PAGE=1 (set by the e2e
 * server and the local `npm start` demo); and only for a browser on this machine or a signed-in
 * system admin. Anywhere else it is a 404, like any unknown path.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const ip = clientAddress(request.headers);
    const allowed =
      outboxVisibleTo(ip, false) ||
      (outboxPageEnabled() && (await browserSession()).session?.user.systemAdmin === true);
    if (!allowed) throw notFound();
    const text = await readCappedText(request, BODY_CAP);
    let raw: unknown;
    try {
      raw = JSON.parse(text || "{}");
    } catch {
      raw = null;
    }
    const parsed = BodySchema.safeParse(raw);
    if (!parsed.success) throw new AppError("INVALID", { now: ["now must be an ISO date-time"] });
    return json(await runDigests(parsed.data.now ? new Date(parsed.data.now) : new Date()));
  } catch (error) {
    return toErrorResponse(error, {});
  }
}
