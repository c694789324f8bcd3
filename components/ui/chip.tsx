/** A small status label. Tones are the theme's semantic colours (SPEC 4, 6). */
export type ChipTone = "success" | "warning" | "error" | "secondary" | "primary";

const TONES: Record<ChipTone, string> = {
  success: "bg-success/10 text-success border-success/30",
  warning: "bg-warning/10 text-warning border-warning/30",
  error: "bg-error/10 text-error border-error/30",
  secondary: "bg-secondary/10 text-secondary border-secondary/30",
  primary: "bg-primary/10 text-primary border-primary/30",
};

export function Chip({ tone = "secondary", children, className = "" }: { tone?: ChipTone; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
