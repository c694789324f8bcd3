import { redirect } from "next/navigation";

/** Home: SPEC §2.1 - redirects to /login. */
export default function Home() {
  redirect("/login");
}
