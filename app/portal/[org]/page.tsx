import { ButtonLink } from "@/components/ui/button-link";
import { InfoPanel } from "@/components/ui/status-message";
import { requirePortalCtx } from "@/lib/auth/browser";

export const metadata = { title: "Dashboard" };

/** Portal (dashboard). The count cards and lists of SPEC 2.4 come with the dashboard issue. */
export default async function PortalPage({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  const systemAdminOnly = ctx.flags.isSystemAdmin && !ctx.flags.isClientAdmin;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      {systemAdminOnly ? (
        <InfoPanel className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>You are a system admin but not a client admin of this system.</p>
          <ButtonLink href={`/portal/admin/clients/${ctx.client.id}/users`}>Login as admin</ButtonLink>
        </InfoPanel>
      ) : null}
      <p className="text-muted">
        Welcome, {ctx.user.firstName}.{" "}
        {ctx.organisation && ctx.organisation !== "admin"
          ? `You are working for ${ctx.organisation.name}.`
          : "You are working as an administrator of this portal."}
      </p>
    </div>
  );
}
