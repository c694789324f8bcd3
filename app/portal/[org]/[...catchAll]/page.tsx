import { notFound } from "next/navigation";
import { requirePortalCtx } from "@/lib/web/browser-session";

/**
 * Any portal URL no screen answers (an unknown path, or a screen whose issue has not landed):
 * the portal's own not-found page, inside the shell, after the usual guards.
 */
export default async function MissingPortalPage({ params }: { params: Promise<{ org: string }> }) {
  await requirePortalCtx((await params).org);
  notFound();
}
