import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { CreateOrganisationForm } from "@/components/organisations/create-organisation-form";
import { NoticeToast } from "@/components/ui/notice-toast";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { landingPath } from "@/lib/core/roles";
import { toPublicClient } from "@/lib/clients/get-public-client";

export const metadata = { title: "Create new organisation" };

/** SPEC §2.5 OrganisationCreate. Guard: authenticated; a system admin cannot create one (SPEC §6). */
export default async function CreateOrganisationPage() {
  const { client, session } = await requireBrowserSession();
  const user = session.user;
  const landing = landingPath({ ...user, ofCurrentClient: user.clientId === client.id });
  if (user.systemAdmin) redirect(`${landing}?notice=permissions`);
  return (
    <AuthCard client={toPublicClient(client)} title="Create new organisation" wide>
      {/* Notices a redirect brought here (e.g. an email change confirmed while signed in). */}
      <NoticeToast />
      <CreateOrganisationForm />
      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">
        Signed in as {user.fullName}.{" "}
        {user.organisations.length > 0 ? (
          <>
            <Link href={landing} className="font-medium text-primary underline">
              Cancel
            </Link>{" "}
            ·{" "}
          </>
        ) : null}
        {/* A plain link: /logout must never be prefetched. */}
        <a href="/logout" className="font-medium text-primary underline">
          Logout
        </a>
      </p>
    </AuthCard>
  );
}
