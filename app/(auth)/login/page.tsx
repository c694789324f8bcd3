import { AuthCard } from "@/components/auth/auth-card";
import { requirePageClient } from "@/lib/tenant/current-client";

export default async function LoginPage() {
  const client = await requirePageClient();
  return (
    <AuthCard client={client} title={`Login to ${client.name}`}>
      <p className="text-center text-muted">Sign in with the account your company gave you.</p>
    </AuthCard>
  );
}
