"use client";

/** Reloads the list from the server (SPEC §2.5 refresh button). */
export function RefreshButton({
  onRefresh,
  pending,
  label = "Refresh",
}: {
  onRefresh: () => void;
  pending: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-busy={pending || undefined}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 text-sm font-medium hover:bg-canvas"
    >
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={`h-4 w-4 ${pending ? "animate-spin" : ""}`}>
        <path
          fillRule="evenodd"
          d="M15.31 4.69a7 7 0 0 0-11.2 2.1.75.75 0 1 0 1.38.6 5.5 5.5 0 0 1 9.02-1.9l.22.23h-1.98a.75.75 0 0 0 0 1.5h3.75a.75.75 0 0 0 .75-.75V2.72a.75.75 0 0 0-1.5 0v1.7l-.44-.44v.01ZM4.69 15.31a7 7 0 0 0 11.2-2.1.75.75 0 1 0-1.38-.6 5.5 5.5 0 0 1-9.02 1.9l-.22-.23h1.98a.75.75 0 0 0 0-1.5H3.5a.75.75 0 0 0-.75.75v3.75a.75.75 0 0 0 1.5 0v-1.7l.44.44v-.01Z"
          clipRule="evenodd"
        />
      </svg>
      {label}
    </button>
  );
}
