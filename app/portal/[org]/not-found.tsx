import { DashboardLink } from "@/components/portal/dashboard-link";

export const metadata = { title: "Page not found" };

/**
 * Not found inside the portal (SPEC §2.2 shell): the side menu stays, so the user carries on
 * from here. Rendered for unknown portal URLs and for rows a screen cannot find.
 */
export default function PortalNotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-10 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted">This page does not exist, or it is not available yet. Use the menu to carry on.</p>
      <DashboardLink />
    </div>
  );
}
