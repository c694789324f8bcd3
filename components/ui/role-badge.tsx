import { ROLE_LABELS } from "@/lib/core/roles";
import { Chip, type ChipTone } from "./chip";

/** SPEC §6: 0 User success, 1 Manager warning, 2 Admin error, 4 Read-only grey. */
const ROLE_TONES: Record<number, ChipTone> = { 0: "success", 1: "warning", 2: "error", 4: "secondary" };

export function RoleBadge({ role }: { role: number }) {
  return <Chip tone={ROLE_TONES[role] ?? "secondary"}>{ROLE_LABELS[role] ?? "Unknown"}</Chip>;
}
