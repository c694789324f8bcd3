import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { PublicHoseCard } from "@/components/hoses/public-hose-card";
import { ReportProblemForm } from "@/components/hoses/report-problem-form";
import { UNFITTED_TEXT, UnfittedTag } from "@/components/hoses/unfitted-tag";
import { ButtonLink } from "@/components/ui/button-link";
import { browserSession } from "@/lib/web/browser-session";
import { clientIp } from "@/lib/auth/rate-limit";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { today } from "@/lib/dates";
import { lookUpTagPage } from "@/lib/hoses/tag-link";

type Props = {
  params: Promise<{ tagId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Hose", robots: { index: false } };

const PUBLIC_CARD_TEXT = { signIn: "Sign in to record an inspection" } as const;

/** `/t/{tagId}`: where a tag's QR code leads (lib/hoses/tag-link.ts decides which of three pages). */
export default async function TagPage({ params, searchParams }: Props) {
  const { tagId } = await params;
  const { client, session } = await browserSession();
  const day = today();
  const link = await lookUpTagPage(client, session, tagId, clientIp(await headers()), day);
  if (link.kind === "unknown") notFound();
  if (link.kind === "portal") redirect(link.href);
  const brand = toPublicClient(client);
  if (link.kind === "unfitted") {
    if (!session) notFound();
    const query = await searchParams;
    const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 100) : undefined);
    return (
      <AuthCard client={brand} title={UNFITTED_TEXT.title(link.tagId)}>
        <UnfittedTag
          client={client}
          session={session}
          tagId={link.tagId}
          organisations={link.organisations}
          organisationId={one(query.org)}
          search={one(query.q)?.trim() ?? ""}
        />
      </AuthCard>
    );
  }
  if (link.kind === "limited") {
    return (
      <AuthCard client={brand} title="Too many tags looked up">
        <p className="mb-6 text-center text-sm text-muted" role="alert">
          Too many tags have been opened from your network. Please wait a few minutes and scan the tag again.
        </p>
      </AuthCard>
    );
  }
  if (link.kind === "foreign") {
    return (
      <AuthCard client={brand} title="This hose belongs to another organisation">
        <p className="mb-6 text-center text-sm text-muted">
          You are signed in, but this hose is not one your organisations look after.
        </p>
        <ButtonLink href="/" className="w-full justify-center">
          Go to your portal
        </ButtonLink>
      </AuthCard>
    );
  }
  const loginHref = (tag: string) => `/login?nextUrl=${encodeURIComponent(`/t/${tag}`)}`;
  // The organisation has turned its public card off (Organisation settings): only a way in.
  if (link.kind === "private") {
    return (
      <AuthCard client={brand} title="Tagged hose">
        <p className="mb-2 text-center font-mono text-sm">Tag {link.tagId}</p>
        <p className="mb-6 text-center text-sm text-muted">
          The details of this hose are shown to signed-in users only.
        </p>
        <ButtonLink href={loginHref(link.tagId)} className="w-full justify-center">
          Login to see this hose
        </ButtonLink>
      </AuthCard>
    );
  }
  // Whoever scans a tag to inspect the hose signs in first: the way in comes before the problem
  // report, in reach on the first screen of a phone, and leads back to this hose.
  return (
    <AuthCard client={brand} title="Tagged hose">
      <PublicHoseCard card={link.card} today={day} />
      <ButtonLink href={loginHref(link.card.tagId)} className="mt-6 w-full justify-center">
        {PUBLIC_CARD_TEXT.signIn}
      </ButtonLink>
      <div className="mt-6 border-t border-line pt-4">
        <ReportProblemForm tagId={link.card.tagId} />
      </div>
    </AuthCard>
  );
}
