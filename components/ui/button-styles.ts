/** Button looks, shared by <button>s (client) and links (server or client). */
export type Variant = "primary" | "secondary" | "danger" | "ghost" | "success";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary-strong border border-transparent",
  secondary: "bg-surface text-ink border border-line hover:bg-canvas",
  danger: "bg-error text-white border border-transparent hover:brightness-95",
  ghost: "bg-transparent text-primary border border-transparent hover:bg-canvas",
  /** Green actions (SPEC §2.5 'Link new customer'). */
  success: "bg-success text-white border border-transparent hover:brightness-95",
};

/** The classes of every button-looking control, so links can look like buttons too. */
export function buttonClasses(variant: Variant = "primary", extra = ""): string {
  return [
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold",
    "transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    extra,
  ].join(" ");
}
