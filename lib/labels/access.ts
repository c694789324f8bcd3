import type { Ctx } from "@/lib/core/ctx";

/**
 * Who prints QR tag labels: anyone who sees hoses except read-only users, since
 * labelling is tagging work (SPEC §6 "read-only views"). The screens and the service ask this.
 */
export function canPrintLabels(ctx: Pick<Ctx, "user" | "flags">): boolean {
  return !!ctx.user && !ctx.flags.isReadOnly;
}
