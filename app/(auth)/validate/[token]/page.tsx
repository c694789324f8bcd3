import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkErrorCard } from "@/components/auth/link-error-card";
import { ValidateForm } from "@/components/auth/validate-form";
import { RichText } from "@/components/ui/rich-text";
import type { TemporaryUser } from "@/lib/auth/schemas";
import { describeValidationToken } from "@/lib/auth/validate";
import { AppError } from "@/lib/core/errors";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { currentClient } from "@/lib/web/current-client";

export const metadata = { title: "Validate email", referrer: "no-referrer" as const };

const TITLES: Record<TemporaryUser["purpose"], string> = {
  "create-password": "Create your password",
  "reset-password": "Reset your password",
  "confirm-email": "Confirm your new email address",
};

/** SPEC §2.5 ValidateEmail: the token is checked on load; a bad one shows the error inline. */
export default async function ValidatePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await currentClient();
  if (!client) notFound();
  const { token } = await params;
  let user: TemporaryUser;
  try {
    user = await describeValidationToken(client, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return <LinkErrorCard client={toPublicClient(client)} title="Validate email" messages={error.body} />;
  }
  return (
    <AuthCard client={toPublicClient(client)} title={TITLES[user.purpose]}>
      <ValidateForm
        token={token}
        purpose={user.purpose}
        email={user.email}
        requiresTerms={user.requiresTerms}
        terms={<RichText html={client.termsAndConditions} />}
        privacy={<RichText html={client.privacyPolicy} />}
      />
    </AuthCard>
  );
}
