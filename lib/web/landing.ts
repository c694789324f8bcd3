import "server-only";
import { browserSession } from "./browser-session";
import { landingPath } from "@/lib/core/roles";

/** Where a signed-in visitor belongs (SPEC §2.3), or null when nobody is signed in. */
export async function signedInLanding(): Promise<string | null> {
  const { client, session } = await browserSession();
  if (!session) return null;
  return landingPath({ ...session.user, ofCurrentClient: session.user.clientId === client.id });
}
