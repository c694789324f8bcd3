import { redirect } from "next/navigation";
import { signedInLanding } from "@/lib/web/landing";

/** The register tab (the screen is the layout). */
export default async function RegisterPage() {
  const landing = await signedInLanding();
  if (landing) redirect(landing);
  return null;
}
