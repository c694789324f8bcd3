import { AuthCard } from "@/components/auth/auth-card";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { currentClient } from "@/lib/tenant/current-client";

export default async function LoginPage() {
  // The root layout has already refused unknown hostnames, so a client is present here.
  const client = toPublicClient((await currentClient())!);
  return (
    <AuthCard client={client} title={`Login to ${client.name}`}>
      <p className="text-center text-muted">Sign in with the account your company gave you.</p>
    </AuthCard>
  );
}
