import { BackToClientAdmin } from "./back-to-client-admin";

/**
 * While a client admin acts as a user: who is signed in as whom, and 'Back to client admin'.
 * In the side menu and on organisation selection (where impersonating a user of several
 * organisations lands), so the admin always has the way back.
 */
export function ImpersonationBanner({
  userName,
  impersonator,
  className = "",
}: {
  userName: string;
  impersonator: string;
  className?: string;
}) {
  return (
    <div className={`space-y-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm ${className}`}>
      <p>
        You are signed in as <strong>{userName}</strong> by {impersonator}.
      </p>
      <BackToClientAdmin />
    </div>
  );
}
