import { redirect } from "next/navigation";
import { signedInLanding } from "@/lib/auth/landing";
import { safeNextUrl } from "@/lib/auth/next-url";

/** The login tab (the screen is the layout). A signed-in visitor goes on to where they belong. */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const landing = await signedInLanding();
  if (landing) redirect(safeNextUrl((await searchParams).nextUrl) ?? landing);
  return null;
}
