import { requirePerson, type AuthedCtx } from "@/lib/core/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { CompetenceRow } from "./schemas";

/** GET /me/competences: the signed-in user's competence records, the longest valid first. */
export async function listOwnCompetences(ctx: AuthedCtx, today = todayDate()): Promise<{ items: CompetenceRow[] }> {
  requirePerson(ctx);
  const rows = await db().competence.findMany({
    where: { clientId: ctx.client.id, userId: ctx.user.id },
    orderBy: [{ validUntil: "desc" }, { id: "asc" }],
  });
  return {
    items: rows.map((c) => ({
      id: c.id,
      qualification: c.qualification,
      issuedBy: c.issuedBy,
      validUntil: toIsoDate(c.validUntil),
      valid: c.validUntil.getTime() >= today.getTime(),
      approved: c.approvedAt !== null,
      certificate: certificateOf(c),
    })),
  };
}

/** The certificate on file, as a record's row shows it (its link is asked for apart). */
export function certificateOf(c: {
  certificateKey: string | null;
  certificateFilename: string | null;
  certificateMimetype: string | null;
  certificateSize: number | null;
}): CompetenceRow["certificate"] {
  return c.certificateKey && c.certificateFilename && c.certificateMimetype
    ? { filename: c.certificateFilename, mimetype: c.certificateMimetype, size: c.certificateSize ?? 0 }
    : null;
}
