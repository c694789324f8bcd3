import type { MenuIcon as Icon } from "@/lib/portal/menu";

/** Outline icons of the main menu (24px grid, stroke = currentColor). Decorative. */
const PATHS: Record<Icon, string> = {
  dashboard: "M3.75 3.75h6.5v6.5h-6.5zM13.75 3.75h6.5v6.5h-6.5zM3.75 13.75h6.5v6.5h-6.5zM13.75 13.75h6.5v6.5h-6.5z",
  clients:
    "M3.75 20.25V6.75l8.25-3 8.25 3v13.5M8.25 20.25v-4.5h7.5v4.5M8.25 9.75h.01M12 9.75h.01M15.75 9.75h.01M3 20.25h18",
  tags: "M9.57 3.75H4.5a.75.75 0 0 0-.75.75v5.07a1.5 1.5 0 0 0 .44 1.06l8.69 8.69a1.5 1.5 0 0 0 2.12 0l4.63-4.63a1.5 1.5 0 0 0 0-2.12l-8.69-8.69a1.5 1.5 0 0 0-1.06-.44ZM7.5 7.5h.01",
  organisations: "M2.25 21h19.5M4.5 21V9.75L12 4.5l7.5 5.25V21M9.75 21v-5.25h4.5V21",
  users:
    "M15 19.13a9.38 9.38 0 0 0 6-1.88 4.5 4.5 0 0 0-6.87-3.86M15 19.13v-.01a6 6 0 0 0-12 0v.01a12.3 12.3 0 0 0 12 0ZM12 6.38a3.38 3.38 0 1 1-6.75 0 3.38 3.38 0 0 1 6.75 0Zm8.25 2.25a2.63 2.63 0 1 1-5.25 0 2.63 2.63 0 0 1 5.25 0Z",
  configurations:
    "M12 6.04A8.97 8.97 0 0 0 6 3.75c-1.05 0-2.06.18-3 .51v14.25A8.99 8.99 0 0 1 6 18c2.3 0 4.4.87 6 2.29m0-14.25a8.97 8.97 0 0 1 6-2.29c1.05 0 2.06.18 3 .51v14.25A8.99 8.99 0 0 0 18 18a8.97 8.97 0 0 0-6 2.29m0-14.25v14.25",
  hoses: "M4.5 6.75h3a3 3 0 0 1 3 3v4.5a3 3 0 0 0 3 3h6M4.5 4.5v4.5M19.5 15v4.5M2.25 6.75h2.25M19.5 17.25h2.25",
  inspections: "M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  quotes:
    "M8.25 7.5V6.1c0-1.13.85-2.1 1.98-2.19a48.4 48.4 0 0 1 3.54 0c1.13.09 1.98 1.06 1.98 2.19V7.5m-7.5 0h7.5m-12 3.75v7.5a2.25 2.25 0 0 0 2.25 2.25h12a2.25 2.25 0 0 0 2.25-2.25v-7.5A2.25 2.25 0 0 0 18 9H6a2.25 2.25 0 0 0-2.25 2.25Z",
  compliance:
    "M9 12.75 11.25 15 15 9.75m-3-7.04A11.96 11.96 0 0 1 3.6 6 12 12 0 0 0 3 9.75c0 5.59 3.82 10.29 9 11.62 5.18-1.33 9-6.03 9-11.62 0-1.31-.21-2.57-.6-3.75h-.15c-3.2 0-6.1-1.25-8.25-3.29Z",
  sites:
    "M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM19.5 10.5c0 7.14-7.5 11.25-7.5 11.25S4.5 17.64 4.5 10.5a7.5 7.5 0 1 1 15 0Z",
};

export function MenuIcon({ icon }: { icon: Icon }) {
  return <OutlineIcon d={PATHS[icon]} />;
}

/** One outline icon drawn as the menu's are (24px grid, stroke = currentColor). Decorative. */
export function OutlineIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5 shrink-0"
    >
      <path d={d} />
    </svg>
  );
}
