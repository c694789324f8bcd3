/** A small status label. Tones are the theme's semantic colours (SPEC §4, 6). */
export type ChipTone = "success" | "warning" | "error" | "secondary" | "primary";

// The text is the tone darkened (mixed with black), so small bold text on the tinted background
// keeps a WCAG AA contrast of 4.5:1 in every theme (axe checks it in the e2e flows).
const TONES: Record<ChipTone, string> = {
  success: "bg-success/10 text-[color-mix(in_srgb,var(--color-success)_70%,black)] border-success/30",
  warning: "bg-warning/10 text-[color-mix(in_srgb,var(--color-warning)_70%,black)] border-warning/30",
  error: "bg-error/10 text-[color-mix(in_srgb,var(--color-error)_75%,black)] border-error/30",
  secondary: "bg-secondary/10 text-[color-mix(in_srgb,var(--color-secondary)_70%,black)] border-secondary/30",
  primary: "bg-primary/10 text-[color-mix(in_srgb,var(--color-primary)_75%,black)] border-primary/30",
};

export function Chip({
  tone = "secondary",
  children,
  className = "",
}: {
  tone?: ChipTone;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
