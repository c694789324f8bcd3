import { redirect } from "next/navigation";
import { signedInLanding } from "@/lib/web/landing";
import { safeNextUrl } from "@/lib/auth/next-url";
import { noticeKey, withNotice } from "@/lib/notices";

/**
 * The login tab (the screen is the layout). A signed-in visitor goes on to where they belong,
 * carrying the notice they were sent here with (e.g. after confirming an email change while
 * signed in: 'You can now login using your new login credentials').
 */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const landing = await signedInLanding();
  if (landing) {
    const query = await searchParams;
    const target = safeNextUrl(query.nextUrl) ?? landing;
    const notice = noticeKey(query.notice);
    redirect(notice ? withNotice(target, notice) : target);
  }
  return null;
}
