import { ImpersonateButton } from "@/components/users/impersonate-button";
import { RoleBadge } from "@/components/ui/role-badge";
import { requirePortalCtx, requireRole } from "@/lib/auth/browser";
import { listUsersOverview } from "@/lib/users/list-users-overview";

export const metadata = { title: "Users" };

/** A simple users list (guard userAdminRole); the full Users screen of SPEC 2.5 replaces it. */
export default async function UsersPage({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  requireRole(ctx, "userAdminRole");
  const users = await listUsersOverview(ctx);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Users</h1>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Users of {ctx.organisation === "admin" ? ctx.client.name : ctx.organisation?.name}</caption>
          <thead className="border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">Name</th>
              <th scope="col" className="px-4 py-3">Email</th>
              <th scope="col" className="px-4 py-3">Organisations</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((u) => (
              <tr key={u.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {u.fullName}
                  {u.clientAdmin ? <span className="ml-2 text-xs font-normal text-muted">Client admin</span> : null}
                </th>
                <td className="px-4 py-3 break-all">{u.email}</td>
                <td className="px-4 py-3">
                  <ul className="space-y-1">
                    {u.organisations.map((o) => (
                      <li key={o.id} className="flex flex-wrap items-center gap-2">
                        {o.name} <RoleBadge role={o.role} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-4 py-3">{u.canImpersonate ? <ImpersonateButton userId={u.id} userName={u.fullName} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {users.length === 0 ? <p className="text-muted">Sorry, no results for your filter</p> : null}
    </div>
  );
}
