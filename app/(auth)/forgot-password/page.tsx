import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { requirePageClient } from "@/lib/web/current-client";

export const metadata = { title: "Forgot password" };

export default async function ForgotPasswordPage() {
  const client = await requirePageClient();
  return (
    <AuthCard client={client} title="Reset your password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
