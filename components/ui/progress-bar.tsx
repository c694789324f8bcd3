/** An indeterminate progress bar (no known end), announced as busy. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      className="h-2 w-full overflow-hidden rounded-full bg-line"
    >
      <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] rounded-full bg-primary" />
    </div>
  );
}
