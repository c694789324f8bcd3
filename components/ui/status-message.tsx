/** A success message, announced politely (role=status). */
export function StatusMessage({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="status"
      className={`rounded-md border border-success/40 bg-green-50 p-3 text-sm text-success ${className}`}
    >
      {children}
    </p>
  );
}

/** An informational panel (not an error, not a success). */
export function InfoPanel({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`rounded-md border border-primary/30 bg-primary/5 p-4 text-sm ${className}`}>{children}</div>;
}
