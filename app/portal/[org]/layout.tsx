import { PortalTopBar } from "@/components/portal/top-bar";
import { NoticeToast } from "@/components/ui/notice-toast";
import { requirePortalCtx } from "@/lib/auth/browser";

/**
 * The portal frame. Guards: authenticated (else login with nextUrl) and orgSelection; every
 * page checks them again, since a layout is not re-rendered on client navigation.
 */
export default async function PortalLayout({ children, params }: { children: React.ReactNode; params: Promise<{ org: string }> }) {
  const ctx = await requirePortalCtx((await params).org);
  return (
    <div className="flex min-h-screen flex-col">
      <PortalTopBar ctx={ctx} />
      <NoticeToast />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
