import { ROLE_LABELS } from "@/lib/auth/roles";

/** SPEC 6: 0 User success, 1 Manager warning, 2 Admin error, 4 Read-only grey. */
const ROLE_STYLES: Record<number, string> = {
  0: "bg-success/10 text-success border-success/30",
  1: "bg-warning/10 text-warning border-warning/30",
  2: "bg-error/10 text-error border-error/30",
  4: "bg-secondary/10 text-secondary border-secondary/30",
};

export function RoleBadge({ role }: { role: number }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${ROLE_STYLES[role] ?? ROLE_STYLES[4]}`}
    >
      {ROLE_LABELS[role] ?? "Unknown"}
    </span>
  );
}
