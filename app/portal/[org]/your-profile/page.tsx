import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { Competences } from "@/components/profile/competences";
import { listOwnCompetences } from "@/lib/competences";
import { DeleteAccount } from "@/components/profile/delete-account";
import { DigestPreferencesForm } from "@/components/profile/digest-preferences-form";
import { FailureEmailForm } from "@/components/profile/failure-email-form";
import { LogOutEverywhere } from "@/components/profile/log-out-everywhere";
import { type LanguageChoice, ProfileForm } from "@/components/profile/profile-form";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { clientTexts, plainTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { LOCALE_NAMES, type Locale, clientDefaultLocale, offeredLocales } from "@/lib/i18n/locales";
import { requirePortalCtx } from "@/lib/web/browser-session";
import { asPressure, asSystem } from "@/lib/units/convert";
import { listDigestPreferences } from "@/lib/digests/digest-preferences";
import { listFailureEmailPreferences } from "@/lib/notifications/preferences";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("title") };
}

/** The digest choices in the user's language: off, daily, weekly on each weekday (Monday first). */
function digestChoices(locale: Locale, t: Awaited<ReturnType<typeof getTranslations<"profile">>>) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const day = (i: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i)));
  return [
    { value: "OFF", label: t("digestOff") },
    { value: "DAILY", label: t("digestDaily") },
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({ value: `WEEKLY-${i + 1}`, label: t("digestWeekly", { day: day(i) }) })),
  ];
}

/** The profile's templates, filled in by the forms where their values are known. */
function templates(t: Awaited<ReturnType<typeof getTranslations<"profile">>>) {
  return {
    digestFor: t.raw("digestFor") as string,
    failuresLabelFor: t.raw("failuresLabelFor") as string,
    digestWeekly: t.raw("digestWeekly") as string,
    pendingEmail: t.raw("pendingEmail") as string,
  };
}

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
  const { org } = await params;
  const ctx = await requirePortalCtx(org);
  const { email, firstName, lastName, emailChange } = ctx.user;
  const digests = await listDigestPreferences(ctx);
  const failures = await listFailureEmailPreferences(ctx);
  const competences = await listOwnCompetences(ctx);
  const language = await languageChoice(ctx.client, ctx.user.ownLocale);
  const locale = await pageLocale();
  const t = await getTranslations("profile");
  const text = { ...plainTexts(locale, "profile"), ...templates(t) };
  const pendingEmail = emailChange
    ? t.rich("pendingEmail", { email: emailChange, current: email, strong: (c) => <strong>{c}</strong> })
    : null;
  const card = "rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{text.title}</h1>
      <div className={card}>
        <ProfileForm
          user={{ email, firstName, lastName, emailChange }}
          units={{
            choice: {
              system: asSystem(ctx.user.unitChoice?.system),
              pressure: asPressure(ctx.user.unitChoice?.pressure),
            },
            clientSystem: asSystem(ctx.client.unitSystem) ?? "metric",
            text: clientTexts(locale, "units"),
          }}
          language={language}
          text={text}
          pendingEmail={pendingEmail}
        />
      </div>
      <div className={card}>
        <DigestPreferencesForm preferences={digests} text={text} choices={digestChoices(locale, t)} />
      </div>
      <div className={card}>
        <FailureEmailForm preferences={failures} text={text} />
      </div>
      {/* A competence vouches for the person: not added by an admin impersonating them. */}
      {ctx.impersonator ? null : (
        <div className={card}>
          <Competences
            org={org}
            items={competences.items}
            text={text}
            locale={locale}
            certificateText={clientTexts(locale, "competences")}
          />
        </div>
      )}
      {/* An impersonated account's password, sessions and existence belong to its owner. */}
      {ctx.impersonator ? null : (
        <>
          <div className={card}>
            <ChangePasswordForm email={email} text={text} />
          </div>
          <div className={card}>
            <LogOutEverywhere text={text} />
          </div>
          <div className={card}>
            <DeleteAccount text={text} />
          </div>
        </>
      )}
    </div>
  );
}
