import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkErrorCard } from "@/components/auth/link-error-card";
import { UnsubscribeForm } from "@/components/profile/unsubscribe-form";
import { confirmUnsubscribeAction } from "@/lib/actions/digests";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { describeUnsubscribe, type UnsubscribeTarget } from "@/lib/digests/unsubscribe-digest";
import { AppError } from "@/lib/core/errors";
import { currentClient } from "@/lib/web/current-client";

export const metadata = { title: "Unsubscribe", referrer: "no-referrer" as const, robots: { index: false } };

/**
 * A digest email's unsubscribe link. Opening it changes nothing (mail scanners open
 * links): it names the digest and offers a button, which turns it off. Mail clients use the
 * one-click POST of the List-Unsubscribe header instead (POST /api/v1/digests/unsubscribe/{token}).
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await currentClient();
  if (!client) notFound();
  const { token } = await params;
  let target: UnsubscribeTarget;
  try {
    target = await describeUnsubscribe(client, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return <LinkErrorCard client={toPublicClient(client)} title="Unsubscribe" error={error} />;
  }
  return (
    <AuthCard client={toPublicClient(client)} title="Email digest">
      {target.alreadyOff ? (
        <p role="status">
          The email digest of <strong>{target.organisationName}</strong> is already off for {target.email}.
        </p>
      ) : (
        <UnsubscribeForm
          action={confirmUnsubscribeAction.bind(null, token)}
          organisationName={target.organisationName}
          email={target.email}
        />
      )}
      <p className="mt-4 text-center text-sm text-muted">You can turn it on again in Your profile.</p>
    </AuthCard>
  );
}
