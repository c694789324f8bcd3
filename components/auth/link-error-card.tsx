import Link from "next/link";
import { ErrorList } from "@/components/ui/error-list";
import type { PublicClient } from "@/lib/clients/schemas";
import { AuthCard } from "./auth-card";

/**
 * An emailed link that no longer stands (used, expired, tampered): its messages and a way to log
 * in, in the page's language when the caller translated them.
 */
export function LinkErrorCard({
  client,
  title,
  messages,
  goToLogin = "Go to login",
}: {
  client: PublicClient;
  title: string;
  messages: Record<string, string[]>;
  goToLogin?: string;
}) {
  return (
    <AuthCard client={client} title={title}>
      <ErrorList messages={Object.values(messages).flat()} />
      <p className="mt-4 text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          {goToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
