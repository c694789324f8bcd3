import { AuthCard } from "@/components/auth/auth-card";
import { ButtonLink } from "@/components/ui/button-link";
import { requirePageClient } from "@/lib/web/current-client";

/** An unknown or archived tag: said plainly, for everyone alike. */
export default async function TagNotFound() {
  const client = await requirePageClient();
  return (
    <AuthCard client={client} title="Tag not found">
      <p className="mb-6 text-center text-sm text-muted">
        No hose in service carries this tag. It may have been removed, or the code misread.
      </p>
      <ButtonLink href="/login" className="w-full justify-center">
        Go to the portal
      </ButtonLink>
    </AuthCard>
  );
}
