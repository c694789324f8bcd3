import { recordAudit } from "@/lib/audit/record-audit";
import { configurationEntry } from "./audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { configurationToChange } from "./update-hose-configuration";

/**
 * The hoses a configuration's delete dialog warns about: active and archived ones, since both
 * keep it and make the delete a hide (the library's hoseCount counts active hoses only).
 */
export async function configurationHoseCounts(
  ctx: AuthedCtx,
  id: string,
): Promise<{ active: number; archived: number }> {
  const groups = await db().hose.groupBy({
    by: ["deletedAt"],
    where: { clientId: ctx.client.id, hoseConfigurationId: id },
    _count: { _all: true },
  });
  let active = 0;
  let archived = 0;
  for (const g of groups) {
    if (g.deletedAt === null) active += g._count._all;
    else archived += g._count._all;
  }
  return { active, archived };
}

const activeHoses = (n: number) => (n === 1 ? "1 tagged hose" : `${n} tagged hoses`);
const archivedHoses = (n: number) => (n === 1 ? "1 archived hose" : `${n} archived hoses`);

/** The delete dialog's warning when hoses, active or archived, use the configuration; else null. */
export function configurationInUseWarning({ active, archived }: { active: number; archived: number }): string | null {
  const total = active + archived;
  if (total === 0) return null;
  const users =
    active && archived
      ? `${activeHoses(active)} and ${archivedHoses(archived)} use`
      : active
        ? active === 1
          ? "1 tagged hose uses"
          : `${active} tagged hoses use`
        : archived === 1
          ? "1 archived hose uses"
          : `${archived} archived hoses use`;
  const keep = total === 1 ? "that hose keeps" : "those hoses keep";
  return `${users} this configuration. It will be hidden from the library and the pick lists instead of deleted, and ${keep} it.`;
}

export type DeleteOutcome = { id: string; outcome: "deleted" | "hidden"; hoseCount: number; message: string };

/**
 * DELETE /hose-configurations/{id}. A configuration no hose uses is deleted. One that hoses
 * use (archived ones included: the reference stays on them) is hidden instead: it leaves the
 * library and the pick lists, its name becomes free, and those hoses keep it.
 */
export async function deleteHoseConfiguration(ctx: AuthedCtx, id: string): Promise<DeleteOutcome> {
  const row = await configurationToChange(ctx, id);
  return db().$transaction(async (tx) => {
    // Under the row lock no hose can start using it between the count and the delete.
    await tx.$executeRaw`SELECT 1 FROM "HoseConfiguration" WHERE id = ${row.id}::uuid FOR UPDATE`;
    const hoseCount = await tx.hose.count({ where: { hoseConfigurationId: row.id } });
    if (hoseCount === 0) {
      await tx.hoseConfiguration.delete({ where: { id: row.id } });
      await recordAudit(tx, ctx, configurationEntry("configuration.delete", row));
      return { id: row.id, outcome: "deleted", hoseCount, message: `${row.name} has been deleted` };
    }
    await tx.hoseConfiguration.update({ where: { id: row.id }, data: { hidden: true } });
    await recordAudit(
      tx,
      ctx,
      configurationEntry("configuration.hide", row, {
        before: { hidden: false },
        after: { hidden: true },
        data: { hoseCount },
      }),
    );
    // Each sentence whole, so the catalogue's `sentences` find it by its wording in every language.
    const message =
      hoseCount === 1
        ? `${row.name} is used by 1 tagged hose: it has been hidden from the library and that hose keeps it`
        : `${row.name} is used by ${hoseCount} tagged hoses: it has been hidden from the library and those hoses keep it`;
    return { id: row.id, outcome: "hidden", hoseCount, message };
  });
}
