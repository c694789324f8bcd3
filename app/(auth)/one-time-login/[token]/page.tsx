import { AuthCard } from "@/components/auth/auth-card";
import { OneTimeLogin } from "@/components/auth/one-time-login";
import { requirePageClient } from "@/lib/web/current-client";

export const metadata = { title: "Signing in", referrer: "no-referrer" as const };

export default async function OneTimeLoginPage({ params }: { params: Promise<{ token: string }> }) {
  const client = await requirePageClient();
  const { token } = await params;
  return (
    <AuthCard client={client} title={`Login to ${client.name}`}>
      <OneTimeLogin token={token} />
    </AuthCard>
  );
}
