import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { Competences } from "@/components/profile/competences";
import { listOwnCompetences } from "@/lib/competences";
import { DeleteAccount } from "@/components/profile/delete-account";
import { DigestPreferencesForm } from "@/components/profile/digest-preferences-form";
import { FailureEmailForm } from "@/components/profile/failure-email-form";
import { LogOutEverywhere } from "@/components/profile/log-out-everywhere";
import { ProfileForm } from "@/components/profile/profile-form";
import { requirePortalCtx } from "@/lib/web/browser-session";
import { asPressure, asSystem } from "@/lib/units/convert";
import { listDigestPreferences } from "@/lib/digests/digest-preferences";
import { listFailureEmailPreferences } from "@/lib/notifications/preferences";

export const metadata = { title: "Your profile" };

/**
 * SPEC §2.5 YourProfile: basic details, email digests, change password, log out
 * everywhere, delete account.
 */
export default async function YourProfilePage({ params }: { params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  const { email, firstName, lastName, emailChange } = ctx.user;
  const digests = await listDigestPreferences(ctx);
  const failures = await listFailureEmailPreferences(ctx);
  const competences = await listOwnCompetences(ctx);
  const card = "rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">Your profile</h1>
      <div className={card}>
        <ProfileForm
          user={{ email, firstName, lastName, emailChange }}
          units={{
            choice: {
              system: asSystem(ctx.user.unitChoice?.system),
              pressure: asPressure(ctx.user.unitChoice?.pressure),
            },
            clientSystem: asSystem(ctx.client.unitSystem) ?? "metric",
          }}
        />
      </div>
      <div className={card}>
        <DigestPreferencesForm preferences={digests} />
      </div>
      <div className={card}>
        <FailureEmailForm preferences={failures} />
      </div>
      {/* A competence vouches for the person: not added by an admin impersonating them. */}
      {ctx.impersonator ? null : (
        <div className={card}>
          <Competences items={competences.items} />
        </div>
      )}
      {/* An impersonated account's password, sessions and existence belong to its owner. */}
      {ctx.impersonator ? null : (
        <>
          <div className={card}>
            <ChangePasswordForm email={email} />
          </div>
          <div className={card}>
            <LogOutEverywhere />
          </div>
          <div className={card}>
            <DeleteAccount />
          </div>
        </>
      )}
    </div>
  );
}
