import { Suspense } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginRegister } from "@/components/auth/login-register";
import { NoticeToast } from "@/components/ui/notice-toast";
import { requirePageClient } from "@/lib/web/current-client";

/**
 * /login and /register share this layout: one screen with two tabs (SPEC §2.3). The tabs live
 * here, so switching the route between them keeps the screen (and what was typed).
 */
export default async function LoginRegisterLayout({ children }: { children: React.ReactNode }) {
  const client = await requirePageClient();
  return (
    <>
      <NoticeToast />
      <AuthCard client={client} title={`Login to ${client.name}`}>
        <Suspense fallback={null}>
          <LoginRegister />
        </Suspense>
        {children}
      </AuthCard>
    </>
  );
}
