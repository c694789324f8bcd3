import { ROLE_LABELS } from "@/lib/core/roles";
import { Chip, type ChipTone } from "./chip";

/** SPEC §6: 0 User success, 1 Manager warning, 2 Admin error, 4 Read-only grey. */
const ROLE_TONES: Record<number, ChipTone> = { 0: "success", 1: "warning", 2: "error", 4: "secondary" };

/** `label`: the role's name in the reader's language (the English name when left out). */
export function RoleBadge({ role, label }: { role: number; label?: string }) {
  return <Chip tone={ROLE_TONES[role] ?? "secondary"}>{label ?? ROLE_LABELS[role] ?? "Unknown"}</Chip>;
}
