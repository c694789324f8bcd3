import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { Competences } from "@/components/profile/competences";
import { listOwnCompetences } from "@/lib/competences";
import { DeleteAccount } from "@/components/profile/delete-account";
import { DigestPreferencesForm } from "@/components/profile/digest-preferences-form";
import { FailureEmailForm } from "@/components/profile/failure-email-form";
import { LogOutEverywhere } from "@/components/profile/log-out-everywhere";
import { type LanguageChoice, ProfileForm } from "@/components/profile/profile-form";
import { getTranslations } from "next-intl/server";
import { LOCALE_NAMES, type Locale, clientDefaultLocale, offeredLocales } from "@/lib/i18n/locales";
import { requirePortalCtx } from "@/lib/web/browser-session";
import { listDigestPreferences } from "@/lib/digests/digest-preferences";
import { listFailureEmailPreferences } from "@/lib/notifications/preferences";

export const metadata = { title: "Your profile" };

/** The language picker of Basic details, when the client offers more than one language. */
async function languageChoice(
  client: { languages: string[]; defaultLocale: string },
  own: string | null,
): Promise<LanguageChoice | undefined> {
  const offered = offeredLocales(client.languages);
  if (offered.length < 2) return undefined;
  const t = await getTranslations("languages");
  const fallback = LOCALE_NAMES[clientDefaultLocale(client)];
  return {
    label: t("own"),
    hint: t("ownHint"),
    options: [
      { value: "", label: t("followClient", { language: fallback }) },
      ...offered.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
    ],
    value: own && offered.includes(own as Locale) ? own : "",
  };
}

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
  const language = await languageChoice(ctx.client, ctx.user.ownLocale);
  const card = "rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">Your profile</h1>
      <div className={card}>
        <ProfileForm user={{ email, firstName, lastName, emailChange }} language={language} />
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
