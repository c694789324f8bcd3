import Link from "next/link";
import { ErrorList } from "@/components/ui/error-list";
import type { PublicClient } from "@/lib/clients/schemas";
import type { AppError } from "@/lib/core/errors";
import { AuthCard } from "./auth-card";

/** An emailed link that no longer stands (used, expired, tampered): its messages and a way to log in. */
export function LinkErrorCard({ client, title, error }: { client: PublicClient; title: string; error: AppError }) {
  return (
    <AuthCard client={client} title={title}>
      <ErrorList messages={Object.values(error.body).flat()} />
      <p className="mt-4 text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          Go to login
        </Link>
      </p>
    </AuthCard>
  );
}
