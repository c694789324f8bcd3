import Link from "next/link";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { ValidateForm } from "@/components/auth/validate-form";
import { ErrorList } from "@/components/ui/error-list";
import { RichText } from "@/components/ui/rich-text";
import { describeValidationToken, type TemporaryUser } from "@/lib/auth/validate";
import { AppError } from "@/lib/http/errors";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { currentClient } from "@/lib/tenant/current-client";

export const metadata = { title: "Validate email", referrer: "no-referrer" as const };

const TITLES: Record<TemporaryUser["purpose"], string> = {
  "create-password": "Create your password",
  "reset-password": "Reset your password",
  "confirm-email": "Confirm your new email address",
};

/** SPEC 2.5 ValidateEmail: the token is checked on load; a bad one shows the error inline. */
export default async function ValidatePage({ params }: { params: Promise<{ token: string }> }) {
  const client = await currentClient();
  if (!client) notFound();
  const { token } = await params;
  let user: TemporaryUser;
  try {
    user = await describeValidationToken(client, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (
      <AuthCard client={toPublicClient(client)} title="Validate email">
        <ErrorList messages={Object.values(error.body).flat()} />
        <p className="mt-4 text-center text-sm">
          <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
            Go to login
          </Link>
        </p>
      </AuthCard>
    );
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
