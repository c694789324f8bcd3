import { PortalShell } from "@/components/portal/portal-shell";
import { requirePortalCtx } from "@/lib/web/browser-session";

/**
 * The portal frame. Guards: authenticated (else login with nextUrl) and orgSelection; every
 * page checks them again, since a layout is not re-rendered on client navigation.
 * `modal` is the dialog-route slot (app/portal/[org]/@modal): intercepted dialog routes render
 * there, over the page.
 */
export default async function PortalLayout({
  children,
  modal,
  params,
}: {
  children: React.ReactNode;
  modal: React.ReactNode;
  params: Promise<{ org: string }>;
}) {
  const ctx = await requirePortalCtx((await params).org);
  return (
    <PortalShell ctx={ctx}>
      {children}
      {modal}
    </PortalShell>
  );
}
