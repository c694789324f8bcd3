import type { Ctx } from "@/lib/core/ctx";
import { canChangeHoseRecords } from "@/lib/hose-configurations/access";
import {
  hoseTitle,
  lastInspectionText,
  locationText,
  nextInspectionBadge,
  resultChip,
  resultLabel,
  statusChip,
  type StatusTone,
} from "./status-text";

export { hoseTitle, lastInspectionText, locationText, nextInspectionBadge, resultChip, resultLabel, statusChip };
export type { StatusTone };

/**
 * What the hose screens show (SPEC §2.5 Hoses, HoseDetail; SPEC §4 texts). Pure: pages and
 * components read it, unit tests pin the texts down; the services enforce the rules again.
 * The texts live in ./status-text (client components import them from there).
 */

export function hosesScreen(ctx: Ctx) {
  const canChange = canChangeHoseRecords(ctx);
  return {
    /** Everyone with an organisation (or the admin portal) sees the lists, read-only or not. */
    allowed: ctx.flags.isClientAdmin || ctx.flags.isDistributor || ctx.flags.isCustomer,
    canCreate: canChange,
    /** Edit, archive, notes and inspections; archived hoses hide edit and archive (SPEC §2.5). */
    canChange: (hose: { deletedAt: string | null }) => canChange && hose.deletedAt === null,
    /** SPEC §6: CSV export for admins and client admins. */
    canExport: ctx.flags.isAdmin,
    showCustomer: ctx.flags.isClientAdmin || ctx.flags.isDistributor,
  };
}
